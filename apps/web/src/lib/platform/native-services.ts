import { Preferences } from '@capacitor/preferences';
import type { Logger } from '../logger.ts';
import type { PhotoCapture, Platform } from '../platform.ts';
import type { DevicePush } from '../push/device-push.ts';
import { nativeDevicePush } from '../push/native-device-push.ts';
import { followAppLinks } from './native-app-links.ts';
import { nativePhotoCapture } from './native-photo-capture.ts';
import { createNativePlatform } from './native-platform.ts';
import type { OfflineStore } from './offline-user-data.ts';

/**
 * What only the iOS/Android app has (ADR 016): the Capacitor plugins behind the platform, the camera, push
 * through FCM, the device's storage and the links that open the app. main.tsx imports this module inside
 * the app only and installs it (current-platform.ts), so a browser never downloads the plugins' wrappers.
 */
export interface NativeServices {
  platform: Platform;
  photoCapture: PhotoCapture;
  devicePush: DevicePush;
  /** Where the person's card and emergency numbers are kept for offline use. */
  store: OfflineStore;
  /** Sends every link that opens the app to its page; returns the unsubscribe. */
  followAppLinks: (navigate: (path: string) => void, portalOrigin: string) => () => void;
}

export function createNativeServices(log: Logger): NativeServices {
  return {
    platform: createNativePlatform(Preferences, log),
    photoCapture: nativePhotoCapture,
    devicePush: nativeDevicePush(),
    store: Preferences,
    followAppLinks: (navigate, portalOrigin) => followAppLinks(navigate, portalOrigin, log),
  };
}
