import {
  type IdentityQrKind,
  type IdentityQrPublicKey,
  type IdentityQrVerification,
  parseSignedQr,
  signedQrMessage,
  signedQrPayload,
} from '@campus/domain/identity-qr';
import { type KeyObject, sign, verify } from 'node:crypto';
import type { Clock } from '../auth/clock.ts';

export interface SignedQr {
  payload: string;
  issuedAtMs: number;
  expiresAtMs: number;
}

/** Signs identity QR payloads and checks scanned ones (docs/decisions/013-signed-identity-qr-codes.md). */
export interface QrSigner {
  sign(url: string, kind: IdentityQrKind): SignedQr;
  verify(payload: string): IdentityQrVerification;
  publicKey: IdentityQrPublicKey;
}

export interface QrSignerOptions {
  keys: { privateKey: KeyObject; publicKey: KeyObject };
  clock: Clock;
  /** How long a payload is accepted after it was drawn (IDENTITY_QR_TTL_SECONDS). */
  ttlSeconds: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createQrSigner({ keys, clock, ttlSeconds }: QrSignerOptions): QrSigner {
  const jwk = keys.publicKey.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || jwk.x === undefined) {
    throw new Error('The identity QR key is not an Ed25519 key');
  }
  const publicKey: IdentityQrPublicKey = { alg: 'EdDSA', kty: 'OKP', crv: 'Ed25519', x: jwk.x };

  return {
    publicKey,
    sign(url, kind) {
      const issuedAtMs = clock();
      // Whole seconds, rounded up, so the payload never claims less than the configured lifetime.
      const expiresAtSeconds = Math.ceil(issuedAtMs / 1000) + ttlSeconds;
      const message = signedQrMessage(url, kind, expiresAtSeconds);
      const signature = sign(null, Buffer.from(message), keys.privateKey).toString('base64url');
      return {
        payload: signedQrPayload(message, signature),
        issuedAtMs,
        expiresAtMs: expiresAtSeconds * 1000,
      };
    },
    verify(payload) {
      const parts = parseSignedQr(payload);
      if (parts === null)
        return { valid: false, verdict: 'malformed', url: null, kind: null, expires_at: null };
      const authentic = verify(
        null,
        Buffer.from(parts.message),
        keys.publicKey,
        Buffer.from(parts.signature, 'base64url'),
      );
      // A forged payload says nothing trustworthy: not even its url is repeated back.
      if (!authentic) return { valid: false, verdict: 'forged', url: null, kind: null, expires_at: null };
      const expiresAtMs = parts.expiresAtSeconds * 1000;
      const expired = clock() > expiresAtMs;
      return {
        valid: !expired,
        verdict: expired ? 'expired' : 'valid',
        url: parts.url,
        kind: parts.kind,
        expires_at: iso(expiresAtMs),
      };
    },
  };
}
