import { Preferences } from '@capacitor/preferences';
import { type Logger, silentLogger } from '../logger.ts';
import { type Platform, type PhotoCapture, webPhotoCapture, webPlatform } from '../platform.ts';
import { createNativePlatform } from './native-platform.ts';
import { nativePhotoCapture } from './native-photo-capture.ts';

let log: Logger = silentLogger;
let native: Platform | null = null;

/** main.tsx hands the app's logger over, so that what the platform logs reaches /logs (§8). */
export function setPlatformLogger(logger: Logger): void {
  log = logger;
  native = null;
}

/**
 * The platform the portal runs on (ARCHITECTURE.md "Mobile"): the app's implementation inside the
 * Capacitor shell, the web's in a browser. Decided on each call: Capacitor's bridge is there from the
 * first script, and tests switch it.
 */
export function currentPlatform(): Platform {
  if (!webPlatform.isNative()) return webPlatform;
  native ??= createNativePlatform(Preferences, log);
  return native;
}

export function currentPhotoCapture(): PhotoCapture {
  return webPlatform.isNative() ? nativePhotoCapture : webPhotoCapture;
}
