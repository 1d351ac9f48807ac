/**
 * The native app's push (ADR 016): Firebase Cloud Messaging HTTP v1, for the Android app and, through FCM's
 * APNs relay, the iOS app. The portal signs in to Google with a service account (OAuth 2.0 JWT bearer
 * grant, RFC 7523), keeps the access token until shortly before it expires, and posts one message per
 * device token. Only the configured FCM URL and the service account's token URL are contacted.
 */
import type { PushPayload } from '@campus/domain/notification';
import { importPKCS8, SignJWT } from 'jose';
import type { NativePushSender, PushOutcome } from './push-sender.ts';

export interface FcmServiceAccount {
  projectId: string;
  clientEmail: string;
  /** PKCS #8 PEM, as Google's service-account JSON file holds it. */
  privateKey: string;
  tokenUri: string;
}

export interface FcmConfig {
  /** https://fcm.googleapis.com, or a stand-in (tests). */
  url: string;
  serviceAccount: FcmServiceAccount;
}

const MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TIMEOUT_MS = 10_000;
/** A token is renewed this long before Google says it expires, so that no request carries a dying one. */
const RENEW_BEFORE_S = 60;

interface AccessToken {
  value: string;
  expiresAt: number;
}

/** FCM's answer for a token that no longer reaches a device (app uninstalled, token rotated). */
function isUnregistered(status: number, body: unknown): boolean {
  if (status === 404) return true;
  const details = (body as { error?: { details?: { errorCode?: unknown }[] } } | null)?.error?.details ?? [];
  return details.some((detail) => detail.errorCode === 'UNREGISTERED');
}

export function fcmSender(
  config: FcmConfig,
  fetchImpl: typeof fetch = fetch,
  nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
): NativePushSender {
  const { serviceAccount } = config;
  const sendUrl = `${config.url.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(serviceAccount.projectId)}/messages:send`;
  let token: Promise<AccessToken> | null = null;

  async function fetchAccessToken(): Promise<AccessToken> {
    const now = nowSeconds();
    const assertion = await new SignJWT({ scope: MESSAGING_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(serviceAccount.clientEmail)
      .setAudience(serviceAccount.tokenUri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await importPKCS8(serviceAccount.privateKey, 'RS256'));
    const response = await fetchImpl(serviceAccount.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`FCM sign-in answered ${String(response.status)}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('FCM sign-in answered no access token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return { value: body.access_token, expiresAt: now + lifetime - RENEW_BEFORE_S };
  }

  async function accessToken(): Promise<string> {
    const current = token === null ? null : await token.catch(() => null);
    if (current !== null && current.expiresAt > nowSeconds()) return current.value;
    token = fetchAccessToken();
    return (await token).value;
  }

  return {
    async send(deviceToken: string, payload: PushPayload): Promise<PushOutcome> {
      try {
        const response = await fetchImpl(sendUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token: deviceToken,
              notification: { title: payload.title, body: payload.body },
              // FCM data values are strings; the app opens /notifications/{parent} or the link (§2.16).
              data: { parent: String(payload.parent), link: payload.link },
              apns: { payload: { aps: { sound: 'default' } } },
            },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.ok) return 'sent';
        const body: unknown = await response.json().catch(() => null);
        return isUnregistered(response.status, body) ? 'gone' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
