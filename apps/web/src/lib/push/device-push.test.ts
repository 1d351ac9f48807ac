import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onPushReceived } from '../notifications/push-received.ts';
import { urlBase64ToUint8Array, webDevicePush, type DeviceSubscription } from './device-push.ts';
import { usePushMessages } from './use-push-messages.ts';

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION: DeviceSubscription = {
  endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/device-1',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

/** A browser's PushSubscription: what toJSON() gives, and unsubscribe(). */
function browserSubscription() {
  return {
    endpoint: SUBSCRIPTION.endpoint,
    toJSON: () => ({ endpoint: SUBSCRIPTION.endpoint, expirationTime: null, keys: { ...SUBSCRIPTION.keys } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

/**
 * The browser around the portal, at its boundary: navigator.serviceWorker (a container that posts the
 * worker's messages), the registration's PushManager, Notification, and whether the context is secure.
 */
function fakeBrowser(
  options: { secure?: boolean; pushManager?: boolean; subscribed?: boolean; permission?: string } = {},
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
  const container = Object.assign(new EventTarget(), {
    register: vi.fn((_url: string, _options: { scope: string }) => Promise.resolve({ pushManager })),
    ready: Promise.resolve({ pushManager }),
  });
  const Notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(() => Promise.resolve('granted')),
  };
  const scope = {
    navigator: { serviceWorker: container },
    isSecureContext: options.secure ?? true,
    Notification,
    ...(options.pushManager === false ? {} : { PushManager: {} }),
  };
  return {
    scope: scope as unknown as Window & typeof globalThis,
    container,
    pushManager,
    Notification,
    current: () => current,
  };
}

const workerMessage = (data: unknown) => new MessageEvent('message', { data });

describe('the web push channel (service worker and Push API)', () => {
  it('is available only in a secure context (https or localhost) with a service worker and the Push API', () => {
    expect(webDevicePush(fakeBrowser().scope).supported()).toBe(true);
    expect(webDevicePush(fakeBrowser({ secure: false }).scope).supported()).toBe(false);
    expect(webDevicePush(fakeBrowser({ pushManager: false }).scope).supported()).toBe(false);
    // jsdom, like a browser without service workers.
    expect(webDevicePush(window).supported()).toBe(false);
  });

  it('registers /sw.js for the whole site and reads the existing subscription as the server stores it', async () => {
    const none = fakeBrowser();
    expect(await webDevicePush(none.scope).init()).toBeNull();
    expect(none.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    const subscribed = fakeBrowser({ subscribed: true });
    expect(await webDevicePush(subscribed.scope).init()).toEqual(SUBSCRIPTION);
  });

  it('subscribes with the VAPID key as bytes and visible notifications only', async () => {
    const browser = fakeBrowser();
    const device = webDevicePush(browser.scope);
    expect(await device.subscribe(VAPID_KEY)).toEqual(SUBSCRIPTION);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(VAPID_KEY),
    });
  });

  it('asks the browser for permission and reports its answer', async () => {
    const browser = fakeBrowser();
    const device = webDevicePush(browser.scope);
    expect(device.permission()).toBe('default');
    expect(await device.requestPermission()).toBe('granted');
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes the device and gives the endpoint to forget, or null when there was none', async () => {
    const browser = fakeBrowser({ subscribed: true });
    const subscription = browser.current();
    const device = webDevicePush(browser.scope);
    expect(await device.unsubscribe()).toBe(SUBSCRIPTION.endpoint);
    expect(subscription?.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await webDevicePush(fakeBrowser().scope).unsubscribe()).toBeNull();
  });

  it("passes on the worker's push-received messages only, until stopped", () => {
    const browser = fakeBrowser();
    const listener = vi.fn();
    const stop = webDevicePush(browser.scope).onPush(listener);
    browser.container.dispatchEvent(workerMessage({ type: 'push-received', parent: 42 }));
    browser.container.dispatchEvent(workerMessage({ type: 'something-else', parent: 7 }));
    browser.container.dispatchEvent(workerMessage(null));
    browser.container.dispatchEvent(workerMessage({ type: 'push-received' }));
    expect(listener.mock.calls).toEqual([[42], [null]]);
    stop();
    browser.container.dispatchEvent(workerMessage({ type: 'push-received', parent: 43 }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('makes the open page announce each push the worker reports (the inbox fetches again)', () => {
    const browser = fakeBrowser();
    const announced = vi.fn();
    const stopListening = onPushReceived(announced);
    const device = webDevicePush(browser.scope);
    const { unmount } = renderHook(() => {
      usePushMessages(device);
    });
    browser.container.dispatchEvent(workerMessage({ type: 'push-received', parent: 42 }));
    expect(announced).toHaveBeenCalledWith(42);
    unmount();
    browser.container.dispatchEvent(workerMessage({ type: 'push-received', parent: 43 }));
    expect(announced).toHaveBeenCalledTimes(1);
    stopListening();
  });
});
