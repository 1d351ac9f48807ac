import { afterEach, describe, expect, it, vi } from 'vitest';
import { webPhotoCapture } from './platform.ts';
import { currentPhotoCapture } from './platform/current-platform.ts';

const host = globalThis as { Capacitor?: unknown };

describe('photo capture on the web (spec §5 profile photo)', () => {
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
    expect(currentPhotoCapture()).toBe(webPhotoCapture);
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
});
