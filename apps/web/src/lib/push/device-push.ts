/**
 * A device's push channel, behind one interface (docs/architecture.md "Mobile": native features behind
 * the platform module). The web implementation is Web Push through the portal's service worker (/sw.js); the
 * native app's is native-device-push.ts (Capacitor push notifications, same server API, ADR 016).
 */
import { PUSH_RECEIVED_MESSAGE } from '../../service-worker/push-handlers.ts';
import { SERVICE_WORKER_URL } from '../offline/register-service-worker.ts';

export type PushPermission = 'default' | 'granted' | 'denied';

/** What the server stores of a subscription: PushSubscription.toJSON(). */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The app's device: its Firebase Cloud Messaging token (ADR 016). */
export interface AppDeviceSubscription {
  kind: 'fcm';
  endpoint: string;
}

/** What POST /portal/v1/push-subscriptions stores: a browser's subscription or the app's token. */
export type PushDeviceSubscription = DeviceSubscription | AppDeviceSubscription;

export interface DevicePush {
  /** Whether this device can receive pushes at all (a service worker and the Push API). */
  supported(): boolean;
  /** False for the app's push (FCM), which needs no VAPID key; Web Push does. */
  needsVapidKey?: boolean;
  /** Registers the push provider; resolves with this device's subscription, or null. */
  init(): Promise<PushDeviceSubscription | null>;
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  subscribe(vapidPublicKey: string): Promise<PushDeviceSubscription>;
  /** Ends this device's subscription; resolves with its endpoint, or null when there was none. */
  unsubscribe(): Promise<string | null>;
  /** Calls `listener` with the message id of each push the device receives while the portal is open. */
  onPush(listener: (parent: number | null) => void): () => void;
  /** The app: calls `listener` with the page to open when the person taps a notification (§2.16). */
  onOpen?(listener: (path: string) => void): () => void;
}

/** The VAPID key as the Push API wants it: base64url → bytes. */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toDeviceSubscription(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (json.endpoint === undefined || p256dh === undefined || auth === undefined) {
    throw new Error('The push subscription has no endpoint or keys');
  }
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

export function webDevicePush(scope: Window & typeof globalThis = window): DevicePush {
  const registration = () => scope.navigator.serviceWorker.ready;
  return {
    supported: () =>
      'serviceWorker' in scope.navigator &&
      'PushManager' in scope &&
      'Notification' in scope &&
      scope.isSecureContext,
    async init() {
      await scope.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
      const subscription = await (await registration()).pushManager.getSubscription();
      return subscription === null ? null : toDeviceSubscription(subscription);
    },
    permission: () => scope.Notification.permission,
    requestPermission: () => scope.Notification.requestPermission(),
    async subscribe(vapidPublicKey) {
      const subscription = await (
        await registration()
      ).pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(vapidPublicKey),
      });
      return toDeviceSubscription(subscription);
    },
    async unsubscribe() {
      // Not `ready`, which waits for ever on a browser where the worker was never registered.
      const registered = await scope.navigator.serviceWorker.getRegistration('/');
      const subscription = (await registered?.pushManager.getSubscription()) ?? null;
      if (subscription === null) return null;
      await subscription.unsubscribe();
      return subscription.endpoint;
    },
    onPush(listener) {
      if (!('serviceWorker' in scope.navigator)) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; parent?: unknown } | null;
        if (data?.type !== PUSH_RECEIVED_MESSAGE) return;
        listener(typeof data.parent === 'number' ? data.parent : null);
      };
      scope.navigator.serviceWorker.addEventListener('message', onMessage);
      return () => {
        scope.navigator.serviceWorker.removeEventListener('message', onMessage);
      };
    },
  };
}
