import { PROFILE_SAVE_DEBOUNCE_MS } from '@campus/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '../api/api-client-context.tsx';
import { updateProfileOnExit, useUpdateProfile } from './api/update-profile.ts';
import { createDebouncedSaver } from './debounced-saver.ts';
import type { ProfileChanges } from './save-profile.ts';

export interface AutoSave {
  /** Queues changes; they are saved 1 s after the last one. */
  change(changes: ProfileChanges): void;
  /** Saves now, pending changes included (a choice that must apply at once, like the language). */
  saveNow(changes: ProfileChanges): Promise<void>;
  /** Sends again the changes whose save failed, with anything changed since. */
  retry(): Promise<void>;
  /** Increments on every successful save, to show 'Information saved successfully'. */
  savedCount: number;
  saving: boolean;
  /** Some changes could not be saved: they are kept for `retry` (and for the next save). */
  failed: boolean;
}

/** The changes still unsaved once `saved` reached the server: a newer value of a field replaces it. */
function withoutSaved(unsaved: ProfileChanges | null, saved: ProfileChanges): ProfileChanges | null {
  if (unsaved === null) return null;
  const rest: Record<string, unknown> = { ...unsaved };
  for (const field of Object.keys(saved)) delete rest[field];
  return Object.keys(rest).length === 0 ? null : (rest as ProfileChanges);
}

/**
 * Spec §4 Profile auto-save for a screen: debounced saves, and no lost edit — a pending save leaves with
 * keepalive when the page is hidden or closed (visibilitychange, pagehide), and at once when the screen
 * closes inside the app. A save that fails keeps its changes: the screen shows the failure with a retry
 * (§8), and they also leave with the next save or when the screen closes.
 */
export function useAutoSave(userId: number): AutoSave {
  const api = useApiClient();
  const mutation = useUpdateProfile(userId);
  const [savedCount, setSavedCount] = useState(0);
  // Read synchronously by the savers below, mirrored in state for the screen.
  const unsavedRef = useRef<ProfileChanges | null>(null);
  const [failed, setFailed] = useState(false);
  const setUnsaved = (next: ProfileChanges | null) => {
    unsavedRef.current = next;
    setFailed(next !== null);
  };
  // mutateAsync and the state setters are stable, so the saver built once works for the whole screen.
  const { mutateAsync } = mutation;
  const send = async (changes: ProfileChanges) => {
    try {
      await mutateAsync(changes);
      setUnsaved(withoutSaved(unsavedRef.current, changes));
      setSavedCount((count) => count + 1);
    } catch {
      // Logged by the API client (spec §8 "Other request errors"); kept to be sent again.
      setUnsaved({ ...unsavedRef.current, ...changes });
    }
  };
  const [saver] = useState(() =>
    createDebouncedSaver<ProfileChanges>({
      delayMs: PROFILE_SAVE_DEBOUNCE_MS,
      // A failed save's changes ride along with the next one (the newer values win).
      save: (changes) => void send({ ...unsavedRef.current, ...changes }),
      saveOnExit: (changes) => {
        updateProfileOnExit(api, userId, { ...unsavedRef.current, ...changes });
      },
    }),
  );

  useEffect(() => {
    // A failed save with nothing typed since: an empty change makes the flush carry it (the saver merges it).
    const flushOnExit = () => {
      if (!saver.hasPending() && unsavedRef.current !== null) saver.change({});
      saver.flushOnExit();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushOnExit();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushOnExit);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushOnExit);
      // Leaving the screen inside the app: the pending (or failed) edit is saved now rather than dropped.
      if (!saver.hasPending() && unsavedRef.current !== null) saver.change({});
      saver.flush();
    };
  }, [saver]);

  return {
    change: (changes) => {
      saver.change(changes);
    },
    async saveNow(changes) {
      await send({ ...unsavedRef.current, ...saver.take(), ...changes });
    },
    async retry() {
      await send({ ...unsavedRef.current, ...saver.take() });
    },
    savedCount,
    saving: mutation.isPending,
    failed,
  };
}
