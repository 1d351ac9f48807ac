import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import {
  IdentityQrKindSchema,
  IdentityQrPublicKeySchema,
  IdentityQrVerificationSchema,
  IdentityQrVerifyRequestSchema,
  SignedIdentityQrSchema,
} from './identity-qr.ts';

/**
 * Identity QR codes (spec §2.13, ADR 013): the signed-in person's short-lived signed payload, and for the
 * campus's readers (a door, the sports centre) the check of a scanned one and the public key.
 */
export const identityQrEndpoints = defineEndpoints({
  'GET /portal/v1/identity-qr/public-key': {
    summary: "The portal's Ed25519 public key, with which readers check payloads offline.",
    response: IdentityQrPublicKeySchema,
    errors: [],
    access: 'public',
  },
  'POST /portal/v1/identity-qr/verify': {
    summary:
      "A reader's check of a scanned payload: valid, expired, forged or malformed, with the url and kind the portal signed.",
    body: IdentityQrVerifyRequestSchema,
    response: IdentityQrVerificationSchema,
    errors: [400],
    access: 'public',
  },
  'GET /portal/v1/identity-qr/{kind}': {
    summary: "The caller's QR url of that kind, freshly signed for a few minutes; 404 when they have none.",
    params: Type.Object({ kind: IdentityQrKindSchema }),
    response: SignedIdentityQrSchema,
    errors: [400, 403, 404],
  },
});
