import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMemoryStore } from '../storage.ts';
import { testUser } from '../testing/fixtures.ts';
import { fakePreferences } from '../testing/fake-preferences.ts';
import { createNativePlatform } from './native-platform.ts';
import { saveOfflineUserData } from './offline-user-data.ts';

// The plugins are the boundary with the phone: faked where the web bundle calls them.
const keepAwake = vi.hoisted(() => ({ keepAwake: vi.fn(), allowSleep: vi.fn() }));
const brightness = vi.hoisted(() => ({ getBrightness: vi.fn(), setBrightness: vi.fn() }));
vi.mock('@capacitor-community/keep-awake', () => ({ KeepAwake: keepAwake }));
vi.mock('@capacitor-community/screen-brightness', () => ({ ScreenBrightness: brightness }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the app’s platform (spec §2.13, §2.2)', () => {
  afterEach(() => {
    vi.resetAllMocks();
  });

  it('keeps the screen on while the QR code shows, until released', async () => {
    keepAwake.keepAwake.mockResolvedValue(undefined);
    keepAwake.allowSleep.mockResolvedValue(undefined);
    const platform = createNativePlatform(fakePreferences(), createLogger(createMemoryStore(), null));
    expect(platform.isNative()).toBe(true);
    const release = platform.keepAwake();
    expect(keepAwake.keepAwake).toHaveBeenCalledOnce();
    release();
    release();
    await settle();
    expect(keepAwake.allowSleep).toHaveBeenCalledOnce();
  });

  it('raises the brightness to full, then gives back what the screen had', async () => {
    brightness.getBrightness.mockResolvedValue({ brightness: 0.4 });
    brightness.setBrightness.mockResolvedValue(undefined);
    const release = createNativePlatform(
      fakePreferences(),
      createLogger(createMemoryStore(), null),
    ).raiseBrightness();
    await settle();
    expect(brightness.setBrightness).toHaveBeenLastCalledWith({ brightness: 1 });
    release();
    await settle();
    expect(brightness.setBrightness).toHaveBeenLastCalledWith({ brightness: 0.4 });
  });

  it('logs a plugin failure instead of breaking the QR screen, and has nothing to undo', async () => {
    keepAwake.keepAwake.mockRejectedValue(new Error('not implemented on this device'));
    const log = createLogger(createMemoryStore(), null);
    const release = createNativePlatform(fakePreferences(), log).keepAwake();
    release();
    await settle();
    expect(keepAwake.allowSleep).not.toHaveBeenCalled();
    expect(log.entries().map((entry) => entry.message)).toContain('platform: could not hold the screen');
  });

  it('offers the emergency and QR chips from the data saved on the device at sign-in', async () => {
    const preferences = fakePreferences();
    const platform = createNativePlatform(preferences, createLogger(createMemoryStore(), null));
    expect(await platform.offlineShortcuts()).toEqual({ emergency: false, qrCode: false });
    await saveOfflineUserData(
      preferences,
      testUser({
        emergency_contacts: [
          { contact_type: 'phone', number: '112', title_fr: 'Urgences', title_en: 'Emergency' },
        ],
        qrcode: { identification: { url: 'https://campus.example/qr/identification/7' }, sport: { url: '' } },
      }),
    );
    expect(await platform.offlineShortcuts()).toEqual({ emergency: true, qrCode: true });
  });
});
