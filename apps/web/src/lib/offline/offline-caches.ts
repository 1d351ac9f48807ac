import { OFFLINE_CACHE_PREFIX } from '../../service-worker/offline-caching.ts';

/**
 * Deletes what the service worker kept of the signed-in person for reading offline (ADR 018): at sign-out
 * and whenever a session ends, and before a new session's first read, so that what the worker can serve
 * is only ever the current person's. The app shell's caches (the same for everyone) stay. Resolves without
 * doing anything where there is no Cache Storage (an insecure origin, tests).
 */
export async function clearOfflineCaches(
  cacheStorage: CacheStorage | undefined = 'caches' in globalThis ? globalThis.caches : undefined,
): Promise<void> {
  if (cacheStorage === undefined) return;
  const names = await cacheStorage.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX)).map((name) => cacheStorage.delete(name)),
  );
}
