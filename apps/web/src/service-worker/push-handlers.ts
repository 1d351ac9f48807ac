/**
 * What the portal's service worker does with Web Push (issue #12), as plain functions over the few worker
 * APIs it uses, so they are tested without a browser: a push shows a notification and tells the open
 * portal windows (their inbox fetches again); a click on it opens /notifications/{parent} in a portal
 * window, focusing one that is open.
 */
import type { PushPayload } from '@campus/domain/notification';

export const PUSH_RECEIVED_MESSAGE = 'push-received';

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  registration: {
    showNotification(
      title: string,
      options: { body: string; tag: string; data: unknown; icon?: string },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  origin: string;
}

/** The payload of a push, or null when it is not the portal's (a malformed or empty message). */
export function parsePushPayload(text: string | null): PushPayload | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<PushPayload>;
    if (typeof value.title !== 'string' || typeof value.parent !== 'number') return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      parent: value.parent,
      link: typeof value.link === 'string' ? value.link : '',
    };
  } catch {
    return null;
  }
}

export const notificationPath = (parent: number) => `/notifications/${String(parent)}`;

/**
 * `push`: show it (one per message: a resend replaces it), and tell the open windows to fetch again. The
 * notification keeps the message's `parent` (what a click opens) and its `link` (§8 push messages).
 */
export async function handlePush(scope: WorkerScope, text: string | null): Promise<void> {
  const payload = parsePushPayload(text);
  if (payload === null) return;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: PUSH_RECEIVED_MESSAGE, parent: payload.parent });
  await scope.registration.showNotification(payload.title, {
    body: payload.body,
    tag: `notification-${String(payload.parent)}`,
    data: { parent: payload.parent, link: payload.link },
    icon: '/favicon.svg',
  });
}

/** `notificationclick`: the notification's page, in the portal window already open if there is one. */
export async function handleNotificationClick(scope: WorkerScope, data: unknown): Promise<void> {
  const parent = (data as { parent?: unknown } | null)?.parent;
  const path = typeof parent === 'number' ? notificationPath(parent) : '/notifications';
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const portal = windows.find((client) => client.url.startsWith(scope.origin));
  if (portal === undefined) {
    await scope.clients.openWindow(path);
    return;
  }
  await portal.focus();
  await portal.navigate(`${scope.origin}${path}`);
}
