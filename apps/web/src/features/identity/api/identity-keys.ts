import type { IdentityQrKind } from '@campus/domain/identity-qr';

/** Query keys of the identity modal. */
export const identityKeys = {
  all: ['identity'] as const,
  signedQr: (kind: IdentityQrKind) => [...identityKeys.all, 'signed-qr', kind] as const,
};
