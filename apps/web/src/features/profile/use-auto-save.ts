import { PROFILE_SAVE_DEBOUNCE_MS } from '@campus/domain/constants';
import { useState } from 'react';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { useSaveOnLeave } from '../../lib/use-save-on-leave.ts';
import { updateProfileOnExit, useUpdateProfile } from '../../entities/person/api/update-profile.ts';
import { createDebouncedSaver } from '../../lib/debounced-saver.ts';
import type { ProfileChanges } from '@campus/domain/profile-update';

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
  /** The last save failed: its changes are kept for `retry` (and leave with the next save anyway). */
  failed: boolean;
}

/**
 * Spec §4 Profile auto-save for a screen: debounced saves, and no lost edit — a pending save leaves with
 * keepalive when the page is hidden or closed (visibilitychange, pagehide), and at once when the screen
 * closes inside the app. A save that fails puts its changes back in the saver: the screen shows the
 * failure with a retry (§8), and they also leave with the next save or when the screen closes.
 */
export function useAutoSave(userId: number): AutoSave {
  const api = useApiClient();
  const mutation = useUpdateProfile(userId);
  const [savedCount, setSavedCount] = useState(0);
  const [failed, setFailed] = useState(false);
  // mutateAsync and the state setters are stable, so the saver built once works for the whole screen.
  const { mutateAsync } = mutation;
  const [saver] = useState(() => {
    const created = createDebouncedSaver<ProfileChanges>({
      delayMs: PROFILE_SAVE_DEBOUNCE_MS,
      save: async (changes) => {
        try {
          await mutateAsync(changes);
          setFailed(false);
          setSavedCount((count) => count + 1);
        } catch {
          // Logged by the API client (spec §8 "Other request errors"); kept to be sent again.
          created.restore(changes);
          setFailed(true);
        }
      },
      saveOnExit: (changes) => {
        updateProfileOnExit(api, userId, changes);
      },
    });
    return created;
  });

  // Hidden or closed page: keepalive; leaving the screen inside the app: the pending (or failed) edit is
  // saved now rather than dropped.
  useSaveOnLeave(saver);

  return {
    change: (changes) => {
      saver.change(changes);
    },
    async saveNow(changes) {
      await saver.send({ ...saver.take(), ...changes });
    },
    async retry() {
      await saver.send(saver.take() ?? {});
    },
    savedCount,
    saving: mutation.isPending,
    failed,
  };
}
