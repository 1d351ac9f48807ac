import { SignedIdentityQrSchema, type SignedIdentityQr } from '@campus/domain/identity-qr';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the identity fetchers check answers against (in development), from packages/domain. */
export const identitySchemas: { signedQr: WireShape<SignedIdentityQr> } = {
  signedQr: { schema: import.meta.env.DEV ? SignedIdentityQrSchema : null },
};
