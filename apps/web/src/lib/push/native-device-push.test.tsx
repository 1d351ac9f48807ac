import { PUSH_STATES } from '@campus/domain/notification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pushSubscriptionRequests,
  pushToggleState,
  renderPushToggleProbe,
} from '../testing/push-toggle-probe.tsx';
import { nativeDevicePush, notificationPath } from './native-device-push.ts';

type Listener = (event: unknown) => void;

// The plugin is the boundary with the phone (and FCM behind it): faked where the web bundle calls it.
const plugin = vi.hoisted(() => {
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const permissions: { receive: string; answer: string } = { receive: 'prompt', answer: 'granted' };
  return Object.assign(permissions, {
    listeners,
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    token: 'fcm-token-1',
    register: vi.fn(),
    unregister: vi.fn(),
  });
});
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    checkPermissions: () => Promise.resolve({ receive: plugin.receive }),
    requestPermissions: () => {
      plugin.receive = plugin.answer;
      return Promise.resolve({ receive: plugin.receive });
    },
    register: () => {
      plugin.register();
      // FCM answers with the device's token once the device registered.
      setTimeout(() => {
        plugin.emit('registration', { value: plugin.token });
      }, 0);
      return Promise.resolve();
    },
    unregister: () => {
      plugin.unregister();
      return Promise.resolve();
    },
    addListener: (event: string, listener: Listener) => {
      const set = plugin.listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      plugin.listeners.set(event, set);
      return Promise.resolve({
        remove: () => {
          set.delete(listener);
          return Promise.resolve();
        },
      });
    },
  },
}));

const host = globalThis as { Capacitor?: unknown };
const PORTAL = 'http://localhost:3000';

describe('push in the app (spec §4 Push notifications, ADR 016)', () => {
  beforeEach(() => {
    host.Capacitor = { isNativePlatform: () => true };
    plugin.receive = 'prompt';
    plugin.answer = 'granted';
    plugin.listeners.clear();
  });
  afterEach(() => {
    delete host.Capacitor;
    vi.clearAllMocks();
  });

  it("asks the system's permission, registers, and sends the device's token to the same API", async () => {
    const user = userEvent.setup();
    await renderPushToggleProbe(nativeDevicePush(PORTAL));
    await waitFor(() => {
      expect(pushToggleState()).toBe(PUSH_STATES.disabled);
    });
    await user.click(screen.getByRole('button', { name: 'on' }));
    await waitFor(() => {
      expect(pushToggleState()).toBe(PUSH_STATES.enabled);
    });
    expect(pushSubscriptionRequests()).toEqual([
      expect.objectContaining({ method: 'POST', body: { kind: 'fcm', endpoint: 'fcm-token-1' } }),
    ]);

    await user.click(screen.getByRole('button', { name: 'off' }));
    await waitFor(() => {
      expect(pushToggleState()).toBe(PUSH_STATES.disabled);
    });
    expect(plugin.unregister).toHaveBeenCalledOnce();
    expect(pushSubscriptionRequests().at(-1)).toEqual(
      expect.objectContaining({ method: 'DELETE', body: { endpoint: 'fcm-token-1' } }),
    );
  });

  it("stays unsubscribed and says 'Mobile notifs are blocked' when the permission is refused", async () => {
    const user = userEvent.setup();
    plugin.answer = 'denied';
    await renderPushToggleProbe(nativeDevicePush(PORTAL));
    await waitFor(() => {
      expect(pushToggleState()).toBe(PUSH_STATES.disabled);
    });
    await user.click(screen.getByRole('button', { name: 'on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications are blocked on this device');
    expect(pushToggleState()).toBe(PUSH_STATES.disabled);
    expect(plugin.register).not.toHaveBeenCalled();
  });

  it('sends the token again at start-up when the permission is already granted', async () => {
    plugin.receive = 'granted';
    const device = nativeDevicePush(PORTAL);
    expect(await device.init()).toEqual({ kind: 'fcm', endpoint: 'fcm-token-1' });
    expect(device.permission()).toBe('granted');
  });

  it('refetches the inbox when a push arrives, and opens the tapped notification’s page', () => {
    const device = nativeDevicePush(PORTAL);
    const received = vi.fn();
    const opened = vi.fn();
    device.onPush(received);
    device.onOpen?.(opened);
    plugin.emit('pushNotificationReceived', { id: '1', data: { parent: '42', link: '' } });
    plugin.emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { parent: '42', link: `${PORTAL}/news/water-cut` } },
    });
    expect(received).toHaveBeenCalledWith(42);
    expect(opened).toHaveBeenCalledWith('/news/water-cut');
  });

  it.each([
    [{ parent: '42', link: '/events/concert' }, '/events/concert'],
    [{ parent: '42', link: 'https://elsewhere.example/page' }, '/notifications/42'],
    [{ parent: '42', link: '' }, '/notifications/42'],
    [{}, '/notifications'],
  ])('a tapped notification with %o opens %s (§2.16)', (data, path) => {
    expect(notificationPath({ id: '1', data }, PORTAL)).toBe(path);
  });
});
