import type { TokenStore } from '../api/api-client.ts';
import { type KeyValueStore, readItem, removeItem, STORAGE_KEYS, writeItem } from '../storage.ts';

/** The backend token, kept in its own storage entry (spec §9) so a reload keeps the session. */
export function createBackendTokenStore(storage: KeyValueStore): TokenStore & { clear(): void } {
  return {
    get: () => readItem(storage, STORAGE_KEYS.backendToken),
    set: (token) => {
      writeItem(storage, STORAGE_KEYS.backendToken, token);
    },
    clear: () => {
      removeItem(storage, STORAGE_KEYS.backendToken);
    },
  };
}
