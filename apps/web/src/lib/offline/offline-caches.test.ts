import { describe, expect, it } from 'vitest';
import { PERSONAL_CACHE, SHELL_CONFIG_CACHE } from '../../service-worker/offline-caching.ts';
import { clearOfflineCaches } from './offline-caches.ts';

/** Cache Storage reduced to the names it holds (jsdom has none). */
function fakeCacheStorage(names: string[]): CacheStorage & { names: string[] } {
  const storage = {
    names: [...names],
    keys: () => Promise.resolve([...storage.names]),
    delete: (name: string) => {
      const had = storage.names.includes(name);
      storage.names = storage.names.filter((kept) => kept !== name);
      return Promise.resolve(had);
    },
  };
  return storage as unknown as CacheStorage & { names: string[] };
}

describe('clearOfflineCaches (issue #17: the offline caches are cleared at sign-out)', () => {
  it("deletes the person's offline reads and keeps the app shell, the same for everyone", async () => {
    const precache = 'workbox-precache-v2-https://portal.example/';
    const storage = fakeCacheStorage([PERSONAL_CACHE, SHELL_CONFIG_CACHE, precache]);
    await clearOfflineCaches(storage);
    expect(storage.names).toEqual([SHELL_CONFIG_CACHE, precache]);
  });

  it('does nothing where the browser has no Cache Storage', async () => {
    await expect(clearOfflineCaches(undefined)).resolves.toBeUndefined();
  });
});
