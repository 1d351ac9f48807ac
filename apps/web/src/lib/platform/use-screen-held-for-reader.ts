import { useEffect } from 'react';
import { currentPlatform } from './current-platform.ts';

/** Spec §2.13: while a reader scans a QR code, the phone's screen stays on and bright (native app only). */
export function useScreenHeldForReader(): void {
  useEffect(() => {
    const releaseAwake = currentPlatform().keepAwake();
    const releaseBrightness = currentPlatform().raiseBrightness();
    return () => {
      releaseBrightness();
      releaseAwake();
    };
  }, []);
}
