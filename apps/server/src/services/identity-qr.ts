import type { IdentityQrKind, SignedIdentityQr } from '@campus/domain/identity-qr';
import type { Queryable } from '../db/db.ts';
import { findQrCodes } from '../db/users-repository.ts';
import type { QrSigner } from '../identity-qr/qr-signer.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The signed-in person's QR of one kind, freshly signed; null when they have no url of that kind (spec
 * §2.13: no tab then). Only one's own QR can be drawn: the person comes from the session, never a parameter.
 */
export async function signedQrOf(
  db: Queryable,
  signer: QrSigner,
  userId: number,
  kind: IdentityQrKind,
): Promise<SignedIdentityQr | null> {
  const url = (await findQrCodes(db, userId))?.[kind].url.trim() ?? '';
  if (url === '') return null;
  const signed = signer.sign(url, kind);
  return { payload: signed.payload, issued_at: iso(signed.issuedAtMs), expires_at: iso(signed.expiresAtMs) };
}
