import type { IdentityQrKind } from '@campus/domain/identity-qr';
import type { User } from '@campus/domain/user';
import type { TranslationKey } from '../../lib/i18n/i18n.ts';

export const IDENTITY_BASE_PATH = '/my-identity';

export interface IdentityTab {
  /** The route segment: /my-identity/{slug}. */
  slug: string;
  /** The QR code this tab draws; null for the resident card. */
  kind: IdentityQrKind | null;
  label: TranslationKey;
}

/** Spec §2.13, in order: the card, then one tab per kind of QR code. */
export const IDENTITY_TABS: readonly IdentityTab[] = [
  { slug: 'identification', kind: null, label: 'identity:tabs.identification' },
  { slug: 'qr-identification', kind: 'identification', label: 'identity:tabs.qrIdentification' },
  { slug: 'qr-sport', kind: 'sport', label: 'identity:tabs.qrSport' },
];

export const identityPath = (tab: IdentityTab) => `${IDENTITY_BASE_PATH}/${tab.slug}`;

/** Spec §2.13, §6: a QR tab only when the person has a non-empty QR url of that kind. */
export function tabsFor(user: User): IdentityTab[] {
  return IDENTITY_TABS.filter((tab) => tab.kind === null || user.qrcode[tab.kind].url.trim() !== '');
}
