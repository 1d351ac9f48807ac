import { afterEach, describe, expect, it } from 'vitest';
import { webPlatform } from './platform.ts';

const host = globalThis as { Capacitor?: unknown };

describe('platform', () => {
  afterEach(() => {
    delete host.Capacitor;
  });

  it('is not native in a browser', () => {
    expect(webPlatform.isNative()).toBe(false);
  });

  it('is native when Capacitor says so', () => {
    host.Capacitor = { isNativePlatform: () => true };
    expect(webPlatform.isNative()).toBe(true);
    host.Capacitor = { isNativePlatform: () => false };
    expect(webPlatform.isNative()).toBe(false);
  });

  it("keeps no person's data for offline shortcuts in a browser", async () => {
    expect(await webPlatform.offlineShortcuts()).toBeNull();
  });
});
