import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage.ts';
import { rememberRequestedPath, requestedPath } from './requested-path.ts';

describe('requested path (spec §2.1, §9)', () => {
  it('defaults to /news', () => {
    expect(requestedPath()).toBe('/news');
  });

  it('remembers path and query', () => {
    rememberRequestedPath('/search/users?s=ana');
    expect(requestedPath()).toBe('/search/users?s=ana');
  });

  it('never restores a path that would leave the portal', () => {
    rememberRequestedPath('//evil.example/x');
    expect(requestedPath()).toBe('/news');
    window.localStorage.setItem(STORAGE_KEYS.requestedPath, 'https://evil.example');
    expect(requestedPath()).toBe('/news');
  });
});
