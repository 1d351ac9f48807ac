import { nextPushState, PUSH_STATES, type PushState } from '@campus/domain/notification';
import { useEffect, useReducer, useState } from 'react';
import type { ApiClient } from '../api/api-client.ts';
import { useApiClient } from '../api/api-client-context.tsx';
import { useConnection } from '../auth/auth-context.tsx';
import { usePortalConfig } from '../portal-config-context.tsx';
import { defaultDevicePush } from './default-device-push.ts';
import type { DevicePush } from './device-push.ts';
import { deleteDeviceSubscription, saveForThisPerson } from './push-subscriptions.ts';

/**
 * What became of a wish on this device: subscribed or unsubscribed as asked, blocked (asked on, but the
 * device said no, so it stays unsubscribed), or ignored (the device cannot push, or is not ready: §4).
 */
export type PushToggleOutcome = 'subscribed' | 'unsubscribed' | 'blocked' | 'ignored';

export interface PushToggle {
  state: PushState;
  /** The device said no (permission denied, or subscribing failed): §8 'Mobile notifs are blocked' in
   * the app, 'Web notifs are blocked' in a browser (push-blocked-notice.tsx). */
  blocked: boolean;
  /** Applies the person's wish to this device; ignored while the state is negative (§4). */
  toggle: (on: boolean) => Promise<PushToggleOutcome>;
}

async function enable(api: ApiClient, device: DevicePush, vapidPublicKey: string): Promise<boolean> {
  let permission = device.permission();
  if (permission === 'default') permission = await device.requestPermission();
  if (permission !== 'granted') return false;
  return saveForThisPerson(api, device, await device.subscribe(vapidPublicKey), vapidPublicKey);
}

async function disable(api: ApiClient, device: DevicePush): Promise<void> {
  const endpoint = await device.unsubscribe();
  if (endpoint !== null) await deleteDeviceSubscription(api, endpoint);
}

/**
 * §4 Push notifications on this device: waiting for init (-3) until the person is known and the device
 * can push; init pending (-2) while the service worker registers; ready (-1) once it has; then enabled (1)
 * or disabled (0) from the device's subscription (which is sent again to the server: the device may have
 * changed hands). Enabling asks permission when it is 'default'; granted subscribes; otherwise the device
 * stays unsubscribed and `blocked` says so. Disabling unsubscribes.
 */
export function usePushToggle(device: DevicePush = defaultDevicePush()): PushToggle {
  const api = useApiClient();
  const { user } = useConnection();
  const { vapidPublicKey } = usePortalConfig().notifications;
  const [state, dispatch] = useReducer(nextPushState, PUSH_STATES.waitingForInit);
  const [blocked, setBlocked] = useState(false);
  // Web Push needs the portal's VAPID key; the app's push (FCM) does not.
  const applicationKey = device.needsVapidKey === false ? (vapidPublicKey ?? '') : vapidPublicKey;
  const available = user !== null && applicationKey !== null && device.supported();

  useEffect(() => {
    if (!available) return;
    let cancelled = false;
    dispatch({ type: 'init-started' });
    device.init().then(
      async (subscription) => {
        if (cancelled) return;
        dispatch({ type: 'init-ready' });
        // Sent again: the device may have changed hands (ADR 022). A failed save leaves it as it was.
        const subscribed =
          subscription !== null &&
          (await saveForThisPerson(api, device, subscription, applicationKey).catch(() => true));
        dispatch({ type: 'subscription', subscribed });
      },
      () => {
        if (!cancelled) dispatch({ type: 'init-failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [available, device, api, applicationKey]);

  return {
    state,
    blocked,
    toggle: async (on) => {
      if (state < 0 || applicationKey === null) return 'ignored';
      dispatch({ type: 'toggle', on });
      setBlocked(false);
      if (!on) {
        await disable(api, device).catch(() => undefined);
        dispatch({ type: 'subscription', subscribed: false });
        return 'unsubscribed';
      }
      const subscribed = await enable(api, device, applicationKey).catch(() => false);
      if (!subscribed) {
        await disable(api, device).catch(() => undefined);
        setBlocked(true);
      }
      dispatch({ type: 'subscription', subscribed });
      return subscribed ? 'subscribed' : 'blocked';
    },
  };
}
