import { PUSH_STATES } from '@campus/domain/notification';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pushSubscriptionRequests,
  pushToggleState,
  renderPushToggleProbe,
  stateBecomes,
} from '../testing/push-toggle-probe.tsx';
import {
  urlBase64ToUint8Array,
  type DevicePush,
  type DeviceSubscription,
  type PushPermission,
} from './device-push.ts';
import { PushBlockedNotice } from './push-blocked-notice.tsx';
import { server } from '../testing/msw-server.ts';

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION: DeviceSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
};

/** The browser's push APIs (outside the portal), as a device that answers as told. */
function fakeDevice(
  options: {
    subscribed?: boolean;
    permission?: PushPermission;
    answer?: PushPermission;
    subscribeFails?: boolean;
    /** What subscribing gives once the first subscription has ended (a fresh endpoint or app token). */
    renewed?: DeviceSubscription;
  } = {},
) {
  let subscribed = options.subscribed ?? false;
  let ended = false;
  let permission = options.permission ?? 'default';
  let finishInit: () => void = () => undefined;
  const initDone = new Promise<void>((resolve) => {
    finishInit = resolve;
  });
  const device = {
    supported: () => true,
    init: vi.fn(async () => {
      await initDone;
      return subscribed ? SUBSCRIPTION : null;
    }),
    permission: () => permission,
    requestPermission: vi.fn(() => {
      permission = options.answer ?? 'granted';
      return Promise.resolve(permission);
    }),
    subscribe: vi.fn((key: string) => {
      expect(urlBase64ToUint8Array(key)).toHaveLength(65);
      if (options.subscribeFails === true)
        return Promise.reject(new DOMException('push service', 'AbortError'));
      subscribed = true;
      return Promise.resolve(ended && options.renewed !== undefined ? options.renewed : SUBSCRIPTION);
    }),
    unsubscribe: vi.fn(() => {
      const had = subscribed;
      subscribed = false;
      ended ||= had;
      return Promise.resolve(had ? SUBSCRIPTION.endpoint : null);
    }),
    onPush: () => () => undefined,
  } satisfies DevicePush;
  return { device, finishInit };
}

/** The probe on a device set up with `options`, once it shows `state`; and a user to press its buttons. */
async function probeShowing(state: number, options?: Parameters<typeof fakeDevice>[0]) {
  const user = userEvent.setup();
  const { device, finishInit } = fakeDevice(options);
  finishInit();
  await renderPushToggleProbe(device, VAPID_KEY);
  await stateBecomes(state);
  return { user, device };
}

describe('the push toggle of a device (spec §4 Push notifications)', () => {
  it('ignores the toggle while initialising, then starts from the existing subscription (sent again)', async () => {
    const user = userEvent.setup();
    const { device, finishInit } = fakeDevice({ subscribed: true, permission: 'granted' });
    await renderPushToggleProbe(device, VAPID_KEY);
    expect(pushToggleState()).toBe(PUSH_STATES.initPending);
    await user.click(screen.getByRole('button', { name: 'off' }));
    expect(device.unsubscribe).not.toHaveBeenCalled();
    expect(pushToggleState()).toBe(PUSH_STATES.initPending);
    finishInit();
    await stateBecomes(PUSH_STATES.enabled);
    expect(pushSubscriptionRequests()).toEqual([
      expect.objectContaining({ method: 'POST', body: SUBSCRIPTION }),
    ]);
  });

  it("asks permission when it is 'default', and once granted subscribes and sends the subscription", async () => {
    const { user, device } = await probeShowing(PUSH_STATES.disabled);
    await user.click(screen.getByRole('button', { name: 'on' }));
    await stateBecomes(PUSH_STATES.enabled);
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(device.subscribe).toHaveBeenCalledWith(VAPID_KEY);
    expect(pushSubscriptionRequests()).toEqual([
      expect.objectContaining({ method: 'POST', body: SUBSCRIPTION }),
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("stays unsubscribed and says 'Web notifs are blocked' when permission is refused", async () => {
    const { user, device } = await probeShowing(PUSH_STATES.disabled, { answer: 'denied' });
    await user.click(screen.getByRole('button', { name: 'on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked in this browser');
    expect(pushToggleState()).toBe(PUSH_STATES.disabled);
    expect(device.subscribe).not.toHaveBeenCalled();
    expect(pushSubscriptionRequests()).toEqual([]);
  });

  it("says 'Web notifs are blocked' and leaves the device unsubscribed when subscribing fails", async () => {
    const { user, device } = await probeShowing(PUSH_STATES.disabled, {
      permission: 'granted',
      subscribeFails: true,
    });
    await user.click(screen.getByRole('button', { name: 'on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked in this browser');
    expect(pushToggleState()).toBe(PUSH_STATES.disabled);
    expect(device.requestPermission).not.toHaveBeenCalled();
    expect(device.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushSubscriptionRequests()).toEqual([]);
  });

  it('does nothing on the device when the server has no VAPID key (push is not offered)', async () => {
    const user = userEvent.setup();
    const { device, finishInit } = fakeDevice();
    finishInit();
    await renderPushToggleProbe(device, null);
    await user.click(screen.getByRole('button', { name: 'on' }));
    expect(pushToggleState()).toBe(PUSH_STATES.waitingForInit);
    expect(device.init).not.toHaveBeenCalled();
    expect(device.requestPermission).not.toHaveBeenCalled();
    expect(device.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pushSubscriptionRequests()).toEqual([]);
  });

  it('unsubscribes the device and tells the server when disabled', async () => {
    const { user, device } = await probeShowing(PUSH_STATES.enabled, {
      subscribed: true,
      permission: 'granted',
    });
    await user.click(screen.getByRole('button', { name: 'off' }));
    await stateBecomes(PUSH_STATES.disabled);
    expect(device.unsubscribe).toHaveBeenCalledTimes(1);
    expect(pushSubscriptionRequests().at(-1)).toEqual(
      expect.objectContaining({ method: 'DELETE', body: { endpoint: SUBSCRIPTION.endpoint } }),
    );
  });
});

describe('a device whose subscription the server keeps for another account (issue #27, ADR 022)', () => {
  const RENEWED: DeviceSubscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1-renewed',
    keys: { p256dh: 'p256dh-key-2', auth: 'auth-secret-2' },
  };
  /** The server refuses the first subscription (it is someone else's), and takes any other. */
  function serverKeepsTheFirstForSomeoneElse() {
    server.use(
      http.post('*/wp-json/portal/v1/push-subscriptions', async ({ request }) => {
        const { endpoint } = (await request.clone().json()) as { endpoint: string };
        if (endpoint !== SUBSCRIPTION.endpoint) return undefined;
        return HttpResponse.json(
          {
            code: 'rest_push_subscription_conflict',
            message: 'This device is subscribed for another account.',
            data: { status: 409 },
          },
          { status: 409 },
        );
      }),
    );
  }

  it('ends that subscription and saves a fresh one for the person signed in now', async () => {
    serverKeepsTheFirstForSomeoneElse();
    const { device, finishInit } = fakeDevice({ subscribed: true, permission: 'granted', renewed: RENEWED });
    finishInit();
    await renderPushToggleProbe(device, VAPID_KEY);
    await stateBecomes(PUSH_STATES.enabled);
    expect(device.unsubscribe).toHaveBeenCalledTimes(1);
    expect(device.subscribe).toHaveBeenCalledWith(VAPID_KEY);
    // Only the fresh subscription reached the server's own handler: the first stays the other account's.
    expect(pushSubscriptionRequests()).toEqual([expect.objectContaining({ method: 'POST', body: RENEWED })]);
  });

  it('shows push as off when no fresh subscription can be made', async () => {
    serverKeepsTheFirstForSomeoneElse();
    const { device, finishInit } = fakeDevice({ subscribed: true, permission: 'granted' });
    finishInit();
    await renderPushToggleProbe(device, VAPID_KEY);
    await stateBecomes(PUSH_STATES.disabled);
    expect(device.unsubscribe).toHaveBeenCalledTimes(2);
    expect(pushSubscriptionRequests()).toEqual([]);
  });
});

describe('the blocked notice (spec §8 Push blocked)', () => {
  const host = globalThis as { Capacitor?: unknown };
  afterEach(() => {
    delete host.Capacitor;
  });

  it("says 'Mobile notifs are blocked' in the native app, 'Web notifs are blocked' in a browser", () => {
    const { rerender } = render(<PushBlockedNotice blocked={false} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<PushBlockedNotice blocked />);
    expect(screen.getByRole('alert')).toHaveTextContent('Notifications are blocked in this browser');
    host.Capacitor = { isNativePlatform: () => true };
    rerender(<PushBlockedNotice blocked key="native" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Notifications are blocked on this device');
  });
});

describe('urlBase64ToUint8Array', () => {
  it('decodes a base64url VAPID key (no padding, - and _) to its 65 bytes', () => {
    const bytes = urlBase64ToUint8Array(VAPID_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect(Array.from(urlBase64ToUint8Array('-_8'))).toEqual([0xfb, 0xff]);
  });
});
