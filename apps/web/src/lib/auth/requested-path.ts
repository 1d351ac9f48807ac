import { DEFAULT_REQUESTED_PATH } from '@campus/domain/constants';
import { type KeyValueStore, readItem, STORAGE_KEYS, writeItem } from '../storage.ts';

/**
 * The private path a visitor asked for, remembered across the identity provider's round trip (spec
 * §2.1). Only same-origin paths are accepted, so a crafted value can never redirect off the portal.
 */
export function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

export function rememberRequestedPath(path: string, storage: KeyValueStore = window.localStorage): void {
  if (isSafePath(path)) writeItem(storage, STORAGE_KEYS.requestedPath, path);
}

export function requestedPath(storage: KeyValueStore = window.localStorage): string {
  const stored = readItem(storage, STORAGE_KEYS.requestedPath);
  return stored !== null && isSafePath(stored) ? stored : DEFAULT_REQUESTED_PATH;
}
