import { vi } from 'vitest';
import type { DeviceSubscription, PushPermission } from '../push/device-push.ts';

export const TEST_VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** What the browser's push service gives this device, as PushSubscription.toJSON() keeps it. */
export const TEST_SUBSCRIPTION: DeviceSubscription = {
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/device-1',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

/** A browser's PushSubscription: what toJSON() gives, and unsubscribe(). */
function browserSubscription() {
  return {
    endpoint: TEST_SUBSCRIPTION.endpoint,
    toJSON: () => ({
      endpoint: TEST_SUBSCRIPTION.endpoint,
      expirationTime: null,
      keys: { ...TEST_SUBSCRIPTION.keys },
    }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/**
 * The browser around the portal, at its boundary (jsdom has none of it): navigator.serviceWorker (a
 * container that posts the worker's messages), the registration's PushManager, Notification and its
 * permission prompt (answering `answer`), and whether the context is secure.
 */
export function fakePushBrowser(
  options: {
    secure?: boolean;
    pushManager?: boolean;
    subscribed?: boolean;
    permission?: PushPermission;
    answer?: PushPermission;
  } = {},
) {
  let current: ReturnType<typeof browserSubscription> | null = options.subscribed
    ? browserSubscription()
    : null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((_options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      current = browserSubscription();
      return Promise.resolve(current);
    }),
  };
  // A browser that has a subscription has the worker that made it registered.
  let registered = current !== null;
  const container = Object.assign(new EventTarget(), {
    register: vi.fn((_url: string, _options: { scope: string }) => {
      registered = true;
      return Promise.resolve({ pushManager });
    }),
    ready: Promise.resolve({ pushManager }),
    getRegistration: vi.fn((_scope: string) => Promise.resolve(registered ? { pushManager } : undefined)),
  });
  const Notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(() => {
      Notification.permission = options.answer ?? 'granted';
      return Promise.resolve(Notification.permission);
    }),
  };
  const scope = {
    navigator: { serviceWorker: container },
    isSecureContext: options.secure ?? true,
    Notification,
    ...(options.pushManager === false ? {} : { PushManager: {} }),
  };
  return {
    /** The window as the web push channel reads it. */
    scope: scope as unknown as Window & typeof globalThis,
    container,
    pushManager,
    Notification,
    current: () => current,
    /** Puts this browser's push APIs on jsdom's window for the portal's own channel; returns the undo. */
    install(): () => void {
      Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: container });
      vi.stubGlobal('PushManager', {});
      vi.stubGlobal('Notification', Notification);
      vi.stubGlobal('isSecureContext', options.secure ?? true);
      return () => {
        Reflect.deleteProperty(window.navigator, 'serviceWorker');
        vi.unstubAllGlobals();
      };
    },
  };
}

/** A message from the service worker to the page. */
export const workerMessage = (data: unknown) => new MessageEvent('message', { data });
