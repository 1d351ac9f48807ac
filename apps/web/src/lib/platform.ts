/**
 * The one place that knows whether the portal runs inside the native (Capacitor) app or in a browser
 * (docs/architecture.md "Mobile", ADR 016). Native-only features ask this module instead of probing globals.
 */
interface CapacitorGlobal {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

/** Undoes what a platform call changed (screen kept on, brightness raised). */
export type Release = () => void;

/**
 * The shortcuts the landing page may offer before sign-in (spec §2.2, §6), decided from the person's data
 * the native app saved on the device at the last sign-in.
 */
export interface OfflineShortcuts {
  emergency: boolean;
  qrCode: boolean;
}

export interface Platform {
  /** True inside the iOS/Android app, false in a browser. */
  isNative(): boolean;
  /** Spec §2.13: keeps the screen on while a QR code is shown, until released. */
  keepAwake(): Release;
  /** Spec §2.13: raises the screen's brightness so a reader scans the QR code, until released. */
  raiseBrightness(): Release;
  /** Spec §2.2: null when this platform keeps no person's data for offline use (the web). */
  offlineShortcuts(): Promise<OfflineShortcuts | null>;
}

function capacitor(): CapacitorGlobal | undefined {
  return (globalThis as { Capacitor?: CapacitorGlobal }).Capacitor;
}

const nothingToRelease: Release = () => undefined;

/**
 * The browser: a page can neither hold the screen on reliably nor change its brightness, and the web build
 * saves nobody's data for offline use. The app's implementation is platform/native-platform.ts;
 * platform/current-platform.ts picks one.
 */
export const webPlatform: Platform = {
  isNative: () => capacitor()?.isNativePlatform?.() === true,
  keepAwake: () => nothingToRelease,
  raiseBrightness: () => nothingToRelease,
  offlineShortcuts: () => Promise.resolve(null),
};

/** Spec §5: camera or photo permission denied; the screen asks to allow access in the phone settings. */
export class PhotoPermissionDenied extends Error {
  override readonly name = 'PhotoPermissionDenied';
}

/** Where a profile photo comes from: the front camera, or a picture already on the device. */
export type PhotoSource = 'camera' | 'files';

export interface PhotoCapture {
  /** The photo taken or chosen, or null when the person cancelled; throws PhotoPermissionDenied. */
  takePhoto(source: PhotoSource): Promise<Blob | null>;
}

/**
 * Web: the browser's own picker through a file input. capture="user" asks phones for the front camera;
 * without it they offer the gallery and the camera. Browsers need no permission for this.
 */
export const webPhotoCapture: PhotoCapture = {
  takePhoto: (source) =>
    new Promise((resolve) => {
      const input = document.createElement('input');
      input.type = 'file';
      input.accept = 'image/jpeg,image/png,image/webp,image/*';
      if (source === 'camera') input.setAttribute('capture', 'user');
      input.addEventListener('change', () => {
        resolve(input.files?.[0] ?? null);
      });
      input.addEventListener('cancel', () => {
        resolve(null);
      });
      input.click();
    }),
};
