/**
 * The portal's service worker, built to /sw.js (vite.config.ts) so that its scope is the whole site. It
 * only handles Web Push (push-handlers.ts): no caching, so a deployment is never hidden behind it.
 */
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

const worker = self as unknown as ServiceWorkerSelf;
const scope: WorkerScope = {
  registration: worker.registration,
  clients: worker.clients,
  origin: worker.location.origin,
};

// A new version takes over at once: it holds no state that an old page could depend on.
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
