import { PROFILE_SAVE_DEBOUNCE_MS } from '@campus/domain/constants';
import { useEffect, useState } from 'react';
import { useApiClient } from '../api/api-client-context.tsx';
import { createDebouncedSaver } from './debounced-saver.ts';
import { saveProfileOnExit, type ProfileChanges } from './save-profile.ts';
import { useSaveProfile } from './use-save-profile.ts';

export interface AutoSave {
  /** Queues changes; they are saved 1 s after the last one. */
  change(changes: ProfileChanges): void;
  /** Saves now, pending changes included (a choice that must apply at once, like the language). */
  saveNow(changes: ProfileChanges): Promise<void>;
  /** Increments on every successful save, to show 'Information saved successfully'. */
  savedCount: number;
  saving: boolean;
  failed: boolean;
}

/**
 * Spec §4 Profile auto-save for a screen: debounced saves, and no lost edit — a pending save leaves with
 * keepalive when the page is hidden or closed (visibilitychange, pagehide), and at once when the screen
 * closes inside the app.
 */
export function useAutoSave(userId: number): AutoSave {
  const api = useApiClient();
  const mutation = useSaveProfile(userId);
  const [savedCount, setSavedCount] = useState(0);
  // mutateAsync and setSavedCount are stable, so the saver built once keeps working for the whole screen.
  const { mutateAsync } = mutation;
  const send = async (changes: ProfileChanges) => {
    try {
      await mutateAsync(changes);
      setSavedCount((count) => count + 1);
    } catch {
      // Logged by the API client (spec §8 "Other request errors"); the screen keeps what was typed.
    }
  };
  const [saver] = useState(() =>
    createDebouncedSaver<ProfileChanges>({
      delayMs: PROFILE_SAVE_DEBOUNCE_MS,
      save: (changes) => void send(changes),
      saveOnExit: (changes) => {
        saveProfileOnExit(api, userId, changes);
      },
    }),
  );

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') saver.flushOnExit();
    };
    const onPageHide = () => {
      saver.flushOnExit();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen inside the app: the pending edit is saved now rather than dropped.
      saver.flush();
    };
  }, [saver]);

  return {
    change: (changes) => {
      saver.change(changes);
    },
    async saveNow(changes) {
      await send({ ...saver.take(), ...changes });
    },
    savedCount,
    saving: mutation.isPending,
    failed: mutation.isError,
  };
}
