import { DEBUG_UNLOCK_TAPS } from '@campus/domain/constants';
import { type KeyValueStore, readItem, STORAGE_KEYS, writeItem } from '../storage.ts';

/**
 * Taps further apart than this start the count again: the unlock is a deliberate burst of taps, not the
 * logo clicked now and then on the way home.
 */
export const DEBUG_TAP_GAP_MS = 3_000;

/**
 * The debug mode of spec §2.1, §2.3, §4 "Other": more than DEBUG_UNLOCK_TAPS taps on the logo unlock the
 * debug link, /debug and /logs. The unlock is kept in the browser like the log level (spec §9 "Persisted
 * locally"), so a reload, or the sign-in the person was debugging, does not lock the tools again.
 */
export interface DebugMode {
  // Properties rather than methods: React's useSyncExternalStore receives them unbound.
  isUnlocked: () => boolean;
  subscribe: (listener: () => void) => () => void;
  /** One tap on the logo. */
  tap(): void;
}

const UNLOCKED = 'unlocked';

export function createDebugMode(storage: KeyValueStore, clock: () => number = Date.now): DebugMode {
  let unlocked = readItem(storage, STORAGE_KEYS.debugMode) === UNLOCKED;
  let taps = 0;
  let lastTapMs = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();
  return {
    isUnlocked: () => unlocked,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    tap() {
      if (unlocked) return;
      const now = clock();
      taps = now - lastTapMs > DEBUG_TAP_GAP_MS ? 1 : taps + 1;
      lastTapMs = now;
      if (taps <= DEBUG_UNLOCK_TAPS) return;
      unlocked = true;
      writeItem(storage, STORAGE_KEYS.debugMode, UNLOCKED);
      for (const listener of listeners) listener();
    },
  };
}
