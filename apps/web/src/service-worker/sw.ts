/**
 * The portal's service worker, built to /sw.js (vite.sw.config.ts) so that its scope is the whole site.
 * Web Push (push-handlers.ts), and offline reading with Workbox (offline-caching.ts, ADR 018): the app
 * shell is precached; pages and API reads always go to the network first and fall back to what was kept
 * only when the network fails, so an online person never sees stale data and a deployment shows at once.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  PERSONAL_CACHE,
  PERSONAL_CACHE_MAX_AGE_SECONDS,
  PERSONAL_CACHE_MAX_ENTRIES,
  PORTAL_CONFIG_PATH,
  SHELL_CONFIG_CACHE,
  isAppNavigation,
  isOfflineReadable,
  storableAnswer,
} from './offline-caching.ts';
import { handleNotificationClick, handlePush, type WorkerScope } from './push-handlers.ts';

interface PushEventLike extends Event {
  data: { text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}
interface NotificationEventLike extends Event {
  notification: { data: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}
interface ServiceWorkerSelf extends WorkerScope {
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
  addEventListener(
    type: 'install' | 'activate',
    listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: WorkerScope['clients'] & { claim(): Promise<void> };
  location: { origin: string };
}
declare global {
  interface Window {
    /** The app shell's files with their revisions, written into the built dist/sw.js by workbox-build (which
     * looks for this very expression, hence `self` rather than `worker`). */
    __WB_MANIFEST: (PrecacheEntry | string)[];
  }
}

const worker = self as unknown as ServiceWorkerSelf;
const scope: WorkerScope = {
  registration: worker.registration,
  clients: worker.clients,
  origin: worker.location.origin,
};
const origin = worker.location.origin;

// The shell: every file of the build (hashed scripts and styles, index.html, icons, manifest). Not '/' for
// index.html: navigations go to the server first (below), the copy is for when it cannot be reached.
// (An empty directoryIndex turns off Workbox's '/' → index.html mapping.)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

const pageFromNetwork = new NetworkOnly();
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, origin),
  async (options) => {
    try {
      return await pageFromNetwork.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

registerRoute(
  ({ url }) => url.origin === origin && url.pathname === PORTAL_CONFIG_PATH,
  new NetworkFirst({ cacheName: SHELL_CONFIG_CACHE }),
);

registerRoute(
  ({ request }) => isOfflineReadable(request, origin),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    plugins: [
      { cacheWillUpdate: ({ response }) => Promise.resolve(storableAnswer(response)) },
      new ExpirationPlugin({
        maxEntries: PERSONAL_CACHE_MAX_ENTRIES,
        maxAgeSeconds: PERSONAL_CACHE_MAX_AGE_SECONDS,
      }),
    ],
  }),
);

// A new version takes over at once: its precache replaces the old one, and it keeps no state an open page
// depends on.
worker.addEventListener('install', (event) => {
  event.waitUntil(worker.skipWaiting());
});
worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});
worker.addEventListener('push', (event) => {
  event.waitUntil(handlePush(scope, event.data?.text() ?? null));
});
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(handleNotificationClick(scope, event.notification.data));
});
