import { PushNotifications, type PushNotificationSchema } from '@capacitor/push-notifications';
import type { PermissionState } from '@capacitor/core';
import { deepLinkPath } from '../platform/deep-link-path.ts';
import type { AppDeviceSubscription, DevicePush, PushPermission } from './device-push.ts';

function pushPermission(state: PermissionState): PushPermission {
  if (state === 'granted' || state === 'denied') return state;
  return 'default';
}

/** What the server puts in a push's data (FCM data values are strings): the message id and its link. */
function parentOf(notification: PushNotificationSchema): number | null {
  const parent = Number((notification.data as { parent?: unknown } | undefined)?.parent);
  return Number.isInteger(parent) && parent > 0 ? parent : null;
}

/**
 * §2.16: a tapped notification opens its link inside the app when it is the portal's, else the inbox
 * with the message selected.
 */
export function notificationPath(notification: PushNotificationSchema, portalOrigin: string): string {
  const link = (notification.data as { link?: unknown } | undefined)?.link;
  const internal =
    typeof link === 'string' && link !== ''
      ? deepLinkPath(new URL(link, portalOrigin).href, portalOrigin)
      : null;
  if (internal !== null) return internal;
  const parent = parentOf(notification);
  return parent === null ? '/notifications' : `/notifications/${String(parent)}`;
}

/**
 * The app's push channel (ADR 016): @capacitor/push-notifications registers the device with Firebase Cloud
 * Messaging and hands over its token, which the portal stores like a browser's subscription. The permission
 * is the system's; the §4 state machine (use-push-toggle.ts) is the same as on the web.
 */
export function nativeDevicePush(portalOrigin: string = window.location.origin): DevicePush {
  let permission: PushPermission = 'default';
  let token: string | null = null;

  /** Registers with FCM and resolves with the device's token (a fresh one after an unregister). */
  async function register(): Promise<AppDeviceSubscription> {
    const registered = new Promise<string>((resolve, reject) => {
      const listening = [
        PushNotifications.addListener('registration', ({ value }) => {
          stop();
          resolve(value);
        }),
        PushNotifications.addListener('registrationError', ({ error }) => {
          stop();
          reject(new Error(`Push registration failed: ${error}`));
        }),
      ];
      function stop() {
        for (const handle of listening) void handle.then((listener) => listener.remove());
      }
    });
    await PushNotifications.register();
    token = await registered;
    return { kind: 'fcm', endpoint: token };
  }

  return {
    supported: () => true,
    needsVapidKey: false,
    async init() {
      permission = pushPermission((await PushNotifications.checkPermissions()).receive);
      // Without the permission there is no subscription to report; with it, the device's token is sent
      // again (the device may have changed hands, §4).
      return permission === 'granted' ? register() : null;
    },
    permission: () => permission,
    async requestPermission() {
      permission = pushPermission((await PushNotifications.requestPermissions()).receive);
      return permission;
    },
    subscribe: () => register(),
    async unsubscribe() {
      const current = token;
      await PushNotifications.unregister();
      token = null;
      return current;
    },
    onPush(listener) {
      const listening = PushNotifications.addListener('pushNotificationReceived', (notification) => {
        listener(parentOf(notification));
      });
      return () => {
        void listening.then((handle) => handle.remove());
      };
    },
    onOpen(listener) {
      const listening = PushNotifications.addListener(
        'pushNotificationActionPerformed',
        ({ notification }) => {
          listener(notificationPath(notification, portalOrigin));
        },
      );
      return () => {
        void listening.then((handle) => handle.remove());
      };
    },
  };
}
