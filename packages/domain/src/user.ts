/** The user record of spec §3, as `GET /wp/v2/users/me?context=edit` returns it. */

export const LOCALES = ['fr_FR', 'en_US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en_US';

export const CONFIDENTIALITY_LEVELS = ['public', 'house', 'private'] as const;
export type Confidentiality = (typeof CONFIDENTIALITY_LEVELS)[number];
export const DEFAULT_CONFIDENTIALITY: Confidentiality = 'private';

/** The items a person may share within what their confidentiality level allows. */
export const SHOW_ITEMS = ['image', 'mobile', 'email', 'name', 'house'] as const;
export type ShowItem = (typeof SHOW_ITEMS)[number];

export const USER_TYPES = [
  'default',
  'assimile-resident',
  'assimile-salarie',
  'resident',
  'employee',
  'other',
  'api',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface EmergencyContact {
  contact_type: 'email' | 'phone';
  number: string;
  title_fr: string;
  title_en: string;
}

export interface UserQrCodes {
  identification: { url: string };
  sport: { url: string };
}

export interface TermRef {
  term_id: number;
  name?: string;
  slug?: string;
}

export interface WizardStepDone {
  slug: string;
}

export interface UserAcf {
  photo: string | null;
  locale: Locale;
  notifications: boolean;
  confidentiality: Confidentiality;
  show: ShowItem[];
  /** Interest and profile tags (term ids). */
  tags: TermRef[];
  /** Ordered house terms; the first one is the active house. */
  user_house: TermRef[];
  user_gia_type: UserType;
  user_honorary_title: string;
  wizard: WizardStepDone[];
  qrcode: UserQrCodes;
  emergency_contacts: EmergencyContact[];
  mobilephone: string | null;
  /** Dates as strings whose first 8 characters are YYYYMMDD. */
  staystart: string;
  staystop: string;
}

export interface User {
  id: number;
  username: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  locale: Locale;
  invoice_url: string;
  in_my_network: boolean;
  emergency_contacts: EmergencyContact[];
  qrcode: UserQrCodes;
  /** The active house term id, or null for someone with no house. */
  house: number | null;
  acf: UserAcf;
}
