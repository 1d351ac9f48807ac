import { describe, expect, it } from 'vitest';
import { clearStoredSession, STORAGE_KEYS } from './storage.ts';

describe('clearing the stored session (spec §4: a reset keeps the log settings)', () => {
  it('removes the backend token and the identity, and keeps the log level, the debug unlock and the requested path', () => {
    const storage = window.localStorage;
    storage.setItem(STORAGE_KEYS.backendToken, 'backend');
    storage.setItem(STORAGE_KEYS.requestedPath, '/house');
    storage.setItem(STORAGE_KEYS.logLevel, '0');
    storage.setItem(STORAGE_KEYS.debugMode, 'unlocked');
    storage.setItem('oidc.user:http://idp:portal', '{}');
    storage.setItem('another-app', 'untouched');

    clearStoredSession(storage);

    expect(storage.getItem(STORAGE_KEYS.backendToken)).toBeNull();
    expect(storage.getItem('oidc.user:http://idp:portal')).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.logLevel)).toBe('0');
    expect(storage.getItem(STORAGE_KEYS.debugMode)).toBe('unlocked');
    expect(storage.getItem(STORAGE_KEYS.requestedPath)).toBe('/house');
    expect(storage.getItem('another-app')).toBe('untouched');
  });
});
