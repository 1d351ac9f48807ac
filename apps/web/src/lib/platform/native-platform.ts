import { KeepAwake } from '@capacitor-community/keep-awake';
import { ScreenBrightness } from '@capacitor-community/screen-brightness';
import type { Logger } from '../logger.ts';
import type { Platform, Release } from '../platform.ts';
import { loadOfflineUserData, offlineShortcutsOf, type OfflineStore } from './offline-user-data.ts';

/** Full brightness, so that a door or sports-centre reader scans the QR code at once (§2.13). */
const FULL_BRIGHTNESS = 1;

/**
 * Runs `hold` now and `undo` on release, once, after `hold` settled; a plugin failure is logged, never
 * thrown at the screen (the QR code shows whether or not the screen stays on).
 */
function holdUntilReleased(hold: () => Promise<unknown>, undo: () => Promise<unknown>, log: Logger): Release {
  const held = hold().then(
    () => true,
    (error: unknown) => {
      log.warn('platform: could not hold the screen', error);
      return false;
    },
  );
  let released = false;
  return () => {
    if (released) return;
    released = true;
    void held.then(async (ok) => {
      if (!ok) return;
      try {
        await undo();
      } catch (error) {
        log.warn('platform: could not release the screen', error);
      }
    });
  };
}

/** The iOS and Android app (ADR 016): the plugins behind the same interface as the web's. */
export function createNativePlatform(store: OfflineStore, log: Logger): Platform {
  return {
    isNative: () => true,
    keepAwake: () =>
      holdUntilReleased(
        () => KeepAwake.keepAwake(),
        () => KeepAwake.allowSleep(),
        log,
      ),
    raiseBrightness: () => {
      // -1 gives the screen back to the system's (automatic) brightness on Android; iOS restores what it had.
      let previous = -1;
      return holdUntilReleased(
        async () => {
          previous = (await ScreenBrightness.getBrightness()).brightness;
          await ScreenBrightness.setBrightness({ brightness: FULL_BRIGHTNESS });
        },
        () => ScreenBrightness.setBrightness({ brightness: previous }),
        log,
      );
    },
    offlineShortcuts: async () => offlineShortcutsOf(await loadOfflineUserData(store, log)),
  };
}
