import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onPushReceived } from './push-received.ts';
import {
  fakePushBrowser as fakeBrowser,
  TEST_SUBSCRIPTION as SUBSCRIPTION,
  TEST_VAPID_KEY as VAPID_KEY,
  workerMessage,
} from '../testing/fake-push-browser.ts';
import { urlBase64ToUint8Array, webDevicePush } from './device-push.ts';
import { usePushMessages } from './use-push-messages.ts';

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

  it('makes the open page announce each push the worker reports (the inbox fetches again)', async () => {
    const browser = fakeBrowser();
    const announced = vi.fn();
    const stopListening = onPushReceived(announced);
    const device = webDevicePush(browser.scope);
    const { unmount } = renderHook(() => {
      usePushMessages(device);
    });
    // The hook listens once the channel has resolved (it loads after the first paint).
    await act(() => Promise.resolve());
    browser.container.dispatchEvent(workerMessage({ type: 'push-received', parent: 42 }));
    expect(announced).toHaveBeenCalledWith(42);
    unmount();
    browser.container.dispatchEvent(workerMessage({ type: 'push-received', parent: 43 }));
    expect(announced).toHaveBeenCalledTimes(1);
    stopListening();
  });
});
