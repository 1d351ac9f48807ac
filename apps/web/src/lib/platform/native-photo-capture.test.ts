import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoPermissionDenied } from '../platform.ts';
import { silentLogger } from '../logger.ts';
import { currentPhotoCapture, installNativeServices } from './current-platform.ts';
import { nativePhotoCapture } from './native-photo-capture.ts';
import { createNativeServices } from './native-services.ts';

// The plugin is the boundary with the phone: faked where the web bundle calls it.
const camera = vi.hoisted(() => ({
  requestPermissions: vi.fn(),
  takePhoto: vi.fn(),
  chooseFromGallery: vi.fn(),
}));
vi.mock('@capacitor/camera', () => ({ Camera: camera, CameraDirection: { Front: 'FRONT', Rear: 'REAR' } }));

const host = globalThis as { Capacitor?: unknown };
const PHOTO = 'data:image/jpeg;base64,/9j/';

describe('the app’s camera (spec §5 profile photo)', () => {
  beforeEach(() => {
    host.Capacitor = { isNativePlatform: () => true };
    camera.requestPermissions.mockResolvedValue({ camera: 'granted', photos: 'granted' });
  });
  afterEach(() => {
    delete host.Capacitor;
    vi.resetAllMocks();
  });

  it('is the photo capture inside the app, once main.tsx installed the native services', () => {
    installNativeServices(createNativeServices(silentLogger));
    expect(currentPhotoCapture()).toBe(nativePhotoCapture);
    installNativeServices(null);
  });

  it('takes the photo with the front camera, at quality 80, fitted to 300 × 300, without editing', async () => {
    camera.takePhoto.mockResolvedValue({ webPath: PHOTO, type: 0, saved: false });
    const photo = await nativePhotoCapture.takePhoto('camera');
    expect(photo?.type).toBe('image/jpeg');
    expect(camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['camera'] });
    expect(camera.takePhoto).toHaveBeenCalledWith(
      expect.objectContaining({
        quality: 80,
        targetWidth: 300,
        targetHeight: 300,
        cameraDirection: 'FRONT',
        editable: 'no',
      }),
    );
  });

  it('chooses one picture from the gallery at quality 80, without editing', async () => {
    camera.chooseFromGallery.mockResolvedValue({ results: [{ webPath: PHOTO, type: 0, saved: false }] });
    expect((await nativePhotoCapture.takePhoto('files'))?.type).toBe('image/jpeg');
    expect(camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['photos'] });
    expect(camera.chooseFromGallery).toHaveBeenCalledWith(
      expect.objectContaining({ quality: 80, editable: 'no', allowMultipleSelection: false }),
    );
  });

  it('reports a denied camera or photo permission, so the screen asks to allow it in the settings', async () => {
    camera.requestPermissions.mockResolvedValue({ camera: 'denied', photos: 'denied' });
    await expect(nativePhotoCapture.takePhoto('camera')).rejects.toBeInstanceOf(PhotoPermissionDenied);
    await expect(nativePhotoCapture.takePhoto('files')).rejects.toBeInstanceOf(PhotoPermissionDenied);
    expect(camera.takePhoto).not.toHaveBeenCalled();
  });

  it('gives null when the person closes the camera, and lets other failures through', async () => {
    camera.takePhoto.mockRejectedValueOnce({
      code: 'OS-PLUG-CAMR-0006',
      message: 'User cancelled taking photo.',
    });
    expect(await nativePhotoCapture.takePhoto('camera')).toBeNull();
    camera.takePhoto.mockRejectedValueOnce(new Error('No camera available'));
    await expect(nativePhotoCapture.takePhoto('camera')).rejects.toThrow('No camera available');
  });
});
