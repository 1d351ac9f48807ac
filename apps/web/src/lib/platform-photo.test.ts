import { afterEach, describe, expect, it, vi } from 'vitest';
import { nativePhotoCapture, PhotoPermissionDenied, photoCapture, webPhotoCapture } from './platform.ts';

const host = globalThis as { Capacitor?: unknown };

describe('photo capture behind the platform module (spec §5 profile photo)', () => {
  afterEach(() => {
    delete host.Capacitor;
    vi.restoreAllMocks();
  });

  it('uses the browser picker on the web, with the front camera asked for', async () => {
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
      this: HTMLInputElement,
    ) {
      const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
      Object.defineProperty(this, 'files', { value: [file] });
      this.dispatchEvent(new Event('change'));
    });
    expect(photoCapture()).toBe(webPhotoCapture);
    const photo = await webPhotoCapture.takePhoto('camera');
    expect(photo).toBeInstanceOf(File);
    const picked = click.mock.contexts[0] as HTMLInputElement | undefined;
    expect(picked?.getAttribute('capture')).toBe('user');
  });

  it('gives null when the person cancels the picker', async () => {
    vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      this.dispatchEvent(new Event('cancel'));
    });
    expect(await webPhotoCapture.takePhoto('files')).toBeNull();
  });

  it('asks the native camera for the front camera, no editing, quality 80, 300 × 300', async () => {
    const getPhoto = vi.fn().mockResolvedValue({ webPath: 'data:image/jpeg;base64,/9j/' });
    host.Capacitor = {
      isNativePlatform: () => true,
      Plugins: { Camera: { requestPermissions: () => Promise.resolve({ camera: 'granted' }), getPhoto } },
    };
    expect(photoCapture()).toBe(nativePhotoCapture);
    await nativePhotoCapture.takePhoto('camera');
    expect(getPhoto).toHaveBeenCalledWith(
      expect.objectContaining({
        quality: 80,
        width: 300,
        height: 300,
        allowEditing: false,
        direction: 'FRONT',
      }),
    );
  });

  it('reports a denied camera permission', async () => {
    host.Capacitor = {
      isNativePlatform: () => true,
      Plugins: {
        Camera: { requestPermissions: () => Promise.resolve({ camera: 'denied' }), getPhoto: vi.fn() },
      },
    };
    await expect(nativePhotoCapture.takePhoto('camera')).rejects.toBeInstanceOf(PhotoPermissionDenied);
  });
});
