import { Camera, CameraDirection, type MediaResult } from '@capacitor/camera';
import { type PhotoCapture, PhotoPermissionDenied } from '../platform.ts';

/** Spec §5 (§9): captured at quality 80, scaled to fit 300 × 300, front camera, no editing. */
const PROFILE_PHOTO = { quality: 80, size: 300 } as const;

/** The camera plugin rejects with one of these codes when the person closes it: a cancellation. */
const CANCELLED = /cancel/i;

async function blobOf(photo: MediaResult | undefined): Promise<Blob | null> {
  if (photo?.webPath === undefined) return null;
  return (await fetch(photo.webPath)).blob();
}

function isCancellation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return [code, message].some((text) => typeof text === 'string' && CANCELLED.test(text));
}

/**
 * The app: @capacitor/camera. A denied permission throws PhotoPermissionDenied (the screen then asks to
 * allow access in the phone's settings, §5); closing the camera or the gallery gives null.
 */
export const nativePhotoCapture: PhotoCapture = {
  async takePhoto(source) {
    const permission = source === 'camera' ? 'camera' : 'photos';
    const status = await Camera.requestPermissions({ permissions: [permission] });
    if (status[permission] === 'denied') throw new PhotoPermissionDenied(`${permission} permission denied`);
    try {
      if (source === 'camera') {
        return await blobOf(
          await Camera.takePhoto({
            quality: PROFILE_PHOTO.quality,
            targetWidth: PROFILE_PHOTO.size,
            targetHeight: PROFILE_PHOTO.size,
            cameraDirection: CameraDirection.Front,
            editable: 'no',
            correctOrientation: true,
            saveToGallery: false,
          }),
        );
      }
      // The gallery cannot scale; the server fits every uploaded photo to 300 × 300 (ADR 007).
      const { results } = await Camera.chooseFromGallery({
        quality: PROFILE_PHOTO.quality,
        editable: 'no',
        allowMultipleSelection: false,
      });
      return await blobOf(results[0]);
    } catch (error) {
      if (isCancellation(error)) return null;
      throw error;
    }
  },
};
