import { Type, type Static } from 'typebox';

/**
 * Signed identity QR codes (spec §2.13, docs/decisions/013-signed-identity-qr-codes.md). The QR a card shows
 * is the person's QR url with three parameters appended:
 *
 *   <url>?qr_kind=<kind>&qr_exp=<unix seconds>&qr_sig=<base64url Ed25519 signature>
 *
 * (`&` instead of `?` when the url already has a query). The signature covers every character before
 * `&qr_sig=`, so the url, the kind and the expiry cannot be changed without the portal's private key; a
 * reader checks it with the public key alone (GET /wp-json/portal/v1/identity-qr/public-key) or asks the
 * portal (POST /wp-json/portal/v1/identity-qr/verify).
 */
export const IDENTITY_QR_KINDS = ['identification', 'sport'] as const;
export type IdentityQrKind = (typeof IDENTITY_QR_KINDS)[number];
export const IdentityQrKindSchema = Type.Enum(IDENTITY_QR_KINDS);

const SIGNATURE_PARAM = '&qr_sig=';
/** An Ed25519 signature is 64 bytes: 86 base64url characters without padding. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{86}$/;
const SIGNED_TAIL = /^(.+)[?&]qr_kind=([a-z]+)&qr_exp=(\d{1,12})$/;

/** What the signature covers: the url, the kind and the expiry, exactly as they appear in the payload. */
export function signedQrMessage(url: string, kind: IdentityQrKind, expiresAtSeconds: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}qr_kind=${kind}&qr_exp=${String(expiresAtSeconds)}`;
}

export function signedQrPayload(message: string, signature: string): string {
  return `${message}${SIGNATURE_PARAM}${signature}`;
}

export interface SignedQrParts {
  /** The signed text (everything before `&qr_sig=`). */
  message: string;
  url: string;
  kind: IdentityQrKind;
  expiresAtSeconds: number;
  /** base64url. */
  signature: string;
}

/** Splits a scanned payload into its parts; null when it is not a signed identity QR at all. */
export function parseSignedQr(payload: string): SignedQrParts | null {
  const at = payload.lastIndexOf(SIGNATURE_PARAM);
  if (at < 0) return null;
  const message = payload.slice(0, at);
  const signature = payload.slice(at + SIGNATURE_PARAM.length);
  const tail = SIGNED_TAIL.exec(message);
  if (tail === null || !SIGNATURE_PATTERN.test(signature)) return null;
  const [, url = '', kind = '', expiry = ''] = tail;
  if (!(IDENTITY_QR_KINDS as readonly string[]).includes(kind)) return null;
  return { message, url, kind: kind as IdentityQrKind, expiresAtSeconds: Number(expiry), signature };
}

/** GET /wp-json/portal/v1/identity-qr/{kind}: the payload to draw, valid until expires_at. */
export const SignedIdentityQrSchema = Type.Object({
  payload: Type.String(),
  /** ISO 8601 (UTC). */
  issued_at: Type.String(),
  /** ISO 8601 (UTC); a reader refuses the payload after it. */
  expires_at: Type.String(),
});
export type SignedIdentityQr = Static<typeof SignedIdentityQrSchema>;

/** QR payloads are short; the bound keeps junk cheap to refuse. */
export const IdentityQrVerifyRequestSchema = Type.Object({
  payload: Type.String({ minLength: 1, maxLength: 2048 }),
});

export const QR_VERDICTS = ['valid', 'expired', 'forged', 'malformed'] as const;
export type QrVerdict = (typeof QR_VERDICTS)[number];

/**
 * POST /wp-json/portal/v1/identity-qr/verify: what a reader learns. The url and kind are given only when the
 * portal signed them (valid or expired); the reader maps the url to a person as it already does.
 */
export const IdentityQrVerificationSchema = Type.Object({
  valid: Type.Boolean(),
  verdict: Type.Enum(QR_VERDICTS),
  url: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([IdentityQrKindSchema, Type.Null()]),
  expires_at: Type.Union([Type.String(), Type.Null()]),
});
export type IdentityQrVerification = Static<typeof IdentityQrVerificationSchema>;

/** The portal's public key for offline checks: an Ed25519 JSON Web Key. */
export const IdentityQrPublicKeySchema = Type.Object({
  alg: Type.Literal('EdDSA'),
  kty: Type.Literal('OKP'),
  crv: Type.Literal('Ed25519'),
  /** base64url of the 32-byte public key. */
  x: Type.String(),
});
export type IdentityQrPublicKey = Static<typeof IdentityQrPublicKeySchema>;
