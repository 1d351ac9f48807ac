/** The user record of spec §3, as `GET /wp/v2/users/me?context=edit` returns it, and its pieces. */
import { Type, type Static } from 'typebox';
import { StaffRoleSchema } from './staff-roles.ts';
import { TermLabelSchema } from './taxonomy.ts';
import { Nullable } from './wire.ts';

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

export const LocaleSchema = Type.Enum(LOCALES);
export const ConfidentialitySchema = Type.Enum(CONFIDENTIALITY_LEVELS);
export const ShowItemSchema = Type.Enum(SHOW_ITEMS);
export const UserTypeSchema = Type.Enum(USER_TYPES);

export const EmergencyContactSchema = Type.Object({
  contact_type: Type.Enum(['email', 'phone']),
  number: Type.String(),
  title_fr: Type.String(),
  title_en: Type.String(),
});
export type EmergencyContact = Static<typeof EmergencyContactSchema>;

export const UserQrCodesSchema = Type.Object({
  identification: Type.Object({ url: Type.String() }),
  sport: Type.Object({ url: Type.String() }),
});
export type UserQrCodes = Static<typeof UserQrCodesSchema>;

/** A term as the user record names it: the id, with its name and slug when the server has them. */
export const TermRefSchema = Type.Object({
  term_id: Type.Integer(),
  name: Type.Optional(Type.String()),
  slug: Type.Optional(Type.String()),
  /** A house's name per language (its term's acf.label), so the reader's language picks it without a refetch. */
  label: Type.Optional(Type.Array(TermLabelSchema)),
});
export type TermRef = Static<typeof TermRefSchema>;

export const WizardStepDoneSchema = Type.Object({ slug: Type.String() });
export type WizardStepDone = Static<typeof WizardStepDoneSchema>;

/** The portal's colours (issue #19): the device's preference, or always light, or always dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export const ThemeSchema = Type.Enum(THEMES);
export type Theme = Static<typeof ThemeSchema>;

export const UserAcfSchema = Type.Object({
  photo: Nullable(Type.String()),
  locale: LocaleSchema,
  notifications: Type.Boolean(),
  /** Stored with the profile, so the person finds it on every device. */
  theme: ThemeSchema,
  confidentiality: ConfidentialitySchema,
  show: Type.Array(ShowItemSchema),
  /** Interest and profile tags (term ids). */
  tags: Type.Array(TermRefSchema),
  /** Ordered house terms; the first one is the active house. */
  user_house: Type.Array(TermRefSchema),
  user_gia_type: UserTypeSchema,
  user_honorary_title: Type.String(),
  wizard: Type.Array(WizardStepDoneSchema),
  qrcode: UserQrCodesSchema,
  emergency_contacts: Type.Array(EmergencyContactSchema),
  mobilephone: Nullable(Type.String()),
  /** Dates as strings whose first 8 characters are YYYYMMDD. */
  staystart: Type.String(),
  staystop: Type.String(),
});
export type UserAcf = Static<typeof UserAcfSchema>;

/**
 * The user record of spec §3 as GET /wp/v2/users/me?context=edit returns it. The serialiser drops any
 * field not listed, so nothing stored leaks by accident.
 */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  locale: LocaleSchema,
  invoice_url: Type.String(),
  in_my_network: Type.Boolean(),
  emergency_contacts: Type.Array(EmergencyContactSchema),
  qrcode: UserQrCodesSchema,
  /** The active house term id, or null for someone with no house. */
  house: Nullable(Type.Integer()),
  /**
   * The person's staff console roles, as WordPress's users/me (context edit) lists its roles; empty for a
   * resident. The portal offers the console only when there is one (GET /staff/me then tells the rest).
   */
  roles: Type.Array(StaffRoleSchema),
  acf: UserAcfSchema,
});
export type User = Static<typeof UserSchema>;
