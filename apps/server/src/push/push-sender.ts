/**
 * The portal's push provider (issue #12): Web Push with VAPID, through `web-push`, which encrypts the
 * payload for the device and posts it to the device's push service. Only push services the configuration
 * names are contacted: an endpoint is a URL a browser sent us, and the server must not post to any URL a
 * client chooses.
 */
import type { PushPayload } from '@campus/domain/notification';
import type { Agent } from 'node:https';
import webpush from 'web-push';

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: handed to the push service; gone: the subscription expired (404/410), to be removed. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** Whether a subscription's endpoint is a push service this portal may post to. */
  accepts(endpoint: string): boolean;
  send(subscription: DeviceSubscription, payload: PushPayload): Promise<PushOutcome>;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact of the portal, which push services may use to reach its operators. */
  subject: string;
}

/** A fresh VAPID key pair (base64url), for a deployment that did not configure one. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
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
    accepts: (endpoint) => isAllowedPushEndpoint(endpoint, allowedOrigins),
    async send(subscription, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
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
