/**
 * The one place that knows whether the portal runs inside the native (Capacitor) app or in a browser
 * (ARCHITECTURE.md "Mobile"). Native-only features ask this module instead of probing globals.
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
 * saves nobody's data for offline use. The native implementation comes with the native app (issue 17).
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

/** The part of @capacitor/camera's plugin the portal uses, as Capacitor registers it at run time. */
interface CameraPlugin {
  requestPermissions(options: { permissions: string[] }): Promise<Record<string, string>>;
  getPhoto(options: Record<string, unknown>): Promise<{ webPath?: string }>;
}

function cameraPlugin(): CameraPlugin | undefined {
  return (globalThis as { Capacitor?: { Plugins?: { Camera?: CameraPlugin } } }).Capacitor?.Plugins?.Camera;
}

/**
 * Native seam (ARCHITECTURE.md "Mobile"): the app shell registers @capacitor/camera, which this web build
 * does not bundle, so it is reached through Capacitor's plugin registry rather than imported. Spec §5: front
 * camera, no editing, quality 80, scaled to fit 300 × 300; a denied permission throws PhotoPermissionDenied.
 */
export const nativePhotoCapture: PhotoCapture = {
  async takePhoto(source) {
    const camera = cameraPlugin();
    if (camera === undefined) return webPhotoCapture.takePhoto(source);
    const permission = source === 'camera' ? 'camera' : 'photos';
    const granted = await camera.requestPermissions({ permissions: [permission] });
    if (granted[permission] === 'denied') throw new PhotoPermissionDenied(`${permission} permission denied`);
    let photo: { webPath?: string };
    try {
      photo = await camera.getPhoto({
        quality: 80,
        width: 300,
        height: 300,
        allowEditing: false,
        direction: 'FRONT',
        resultType: 'uri',
        source: source === 'camera' ? 'CAMERA' : 'PHOTOS',
      });
    } catch {
      // The plugin rejects when the person closes the camera: a cancellation, not an error.
      return null;
    }
    if (photo.webPath === undefined) return null;
    return (await fetch(photo.webPath)).blob();
  },
};

export function photoCapture(platform: Platform = webPlatform): PhotoCapture {
  return platform.isNative() ? nativePhotoCapture : webPhotoCapture;
}
