/**
 * The portal's push provider (issue #12): Web Push with VAPID, through `web-push`, which encrypts the
 * payload for the device and posts it to the device's push service. Only push services the configuration
 * names are contacted: an endpoint is a URL a browser sent us, and the server must not post to any URL a
 * client chooses. The native app's devices (Firebase Cloud Messaging tokens, fcm-sender.ts) join it behind
 * the same interface (devicePushSender).
 */
import type { PushPayload } from '@campus/domain/notification';
import type { Agent } from 'node:https';

export type PushKind = 'webpush' | 'fcm';

/** A device as stored: a Web Push endpoint with its keys, or an FCM token (the endpoint) without. */
export interface DeviceSubscription {
  kind: PushKind;
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

/** sent: handed to the push service; gone: the subscription expired (404/410), to be removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** Whether this portal may push to such a device: a Web Push endpoint on an allowed push service, or a
   * native token when native push is configured. */
  accepts(device: { kind: PushKind; endpoint: string }): boolean;
  send(subscription: DeviceSubscription, payload: PushPayload): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact of the portal, which push services may use to reach its operators. */
  subject: string;
}

/**
 * web-push, loaded when a key pair is generated or a first notification is pushed, not at start: it is
 * about 9 MB of an idle server's memory (issue #20, ADR 021).
 */
async function loadWebPush(): Promise<typeof import('web-push')> {
  return (await import('web-push')).default;
}

/** A fresh VAPID key pair (base64url), for a deployment that did not configure one. */
export async function generateVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  return (await loadWebPush()).generateVAPIDKeys();
}

/**
 * Whether `endpoint` is on one of `origins`: an exact origin (https://fcm.googleapis.com) or every subdomain
 * of one (https://*.push.apple.com).
 */
export function isAllowedPushEndpoint(endpoint: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return origins.some((origin) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(origin);
    if (wildcard === null) return url.origin === origin;
    return url.protocol === wildcard[1] && url.hostname.endsWith(`.${wildcard[2] ?? ''}`);
  });
}

export function webPushSender(
  vapid: VapidKeys,
  allowedOrigins: readonly string[],
  /** The TLS agent for the push services (tests trust their local fake push service with it). */
  agent?: Agent,
): PushSender {
  return {
    accepts: (device) => device.kind === 'webpush' && isAllowedPushEndpoint(device.endpoint, allowedOrigins),
    async send(subscription, payload) {
      const { p256dh, auth } = subscription;
      if (subscription.kind !== 'webpush' || p256dh === null || auth === null) return 'failed';
      const webpush = await loadWebPush();
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh, auth } },
          JSON.stringify(payload),
          { vapidDetails: vapid, TTL: 24 * 3600, timeout: 10_000, ...(agent === undefined ? {} : { agent }) },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        return status === 404 || status === 410 ? 'gone' : 'failed';
      }
    },
  };
}

/** The native app's push channel: one device token, one message. */
export interface NativePushSender {
  send(token: string, payload: PushPayload): Promise<PushOutcome>;
}

/** One push provider for every device: Web Push for browsers, `native` (or none) for the app's tokens. */
export function devicePushSender(web: PushSender, native: NativePushSender | null): PushSender {
  return {
    accepts: (device) => (device.kind === 'fcm' ? native !== null : web.accepts(device)),
    send: (device, payload) =>
      device.kind === 'fcm'
        ? (native?.send(device.endpoint, payload) ?? Promise.resolve('failed'))
        : web.send(device, payload),
  };
}
