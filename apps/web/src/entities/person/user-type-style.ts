import type { UserType } from '@campus/domain/user';
import type { TranslationKey } from '../../lib/i18n/i18n.ts';

export interface UserTypeStyle {
  /** Card background and text, and the badge's colours. */
  background: string;
  text: string;
  badgeBackground: string;
  badgeText: string;
  label: TranslationKey;
}

/** Spec §2.12, §3: every user type has its own colour set and badge label. */
export const USER_TYPE_STYLES: Record<UserType, UserTypeStyle> = {
  resident: {
    background: '#0f5c4d',
    text: '#ffffff',
    badgeBackground: '#47d7a7',
    badgeText: '#0a2e26',
    label: 'profile:userType.resident',
  },
  'assimile-resident': {
    background: '#1f6f8b',
    text: '#ffffff',
    badgeBackground: '#9be3f5',
    badgeText: '#0b2e3a',
    label: 'profile:userType.assimile-resident',
  },
  employee: {
    background: '#3b2f80',
    text: '#ffffff',
    badgeBackground: '#c9c1ff',
    badgeText: '#1d1646',
    label: 'profile:userType.employee',
  },
  'assimile-salarie': {
    background: '#7a3b8f',
    text: '#ffffff',
    badgeBackground: '#f1c6ff',
    badgeText: '#3a1045',
    label: 'profile:userType.assimile-salarie',
  },
  other: {
    background: '#8a4b14',
    text: '#ffffff',
    badgeBackground: '#ffd7a8',
    badgeText: '#3d1f04',
    label: 'profile:userType.other',
  },
  default: {
    background: '#53635d',
    text: '#ffffff',
    badgeBackground: '#e6ebe7',
    badgeText: '#17231f',
    label: 'profile:userType.default',
  },
  api: {
    background: '#263238',
    text: '#ffffff',
    badgeBackground: '#cfd8dc',
    badgeText: '#102027',
    label: 'profile:userType.api',
  },
};
