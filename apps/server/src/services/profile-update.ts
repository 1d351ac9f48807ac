import { isValidPhone, normalisePhone } from '@campus/domain/phone';
import type { ProfileAcfUpdate } from '@campus/domain/profile-update';
import {
  SHOW_ITEMS,
  type Confidentiality,
  type Locale,
  type ShowItem,
  type Theme,
} from '@campus/domain/user';
import { isInt32Id } from '@campus/domain/wire';
import { WIZARD_STEP_SLUGS, type WizardStep } from '@campus/domain/wizard';

/**
 * A profile update as the server applies it: the body has passed ProfileUpdateBodySchema (types, lists,
 * lengths, the fields a person may change), and this puts it in the stored form — term ids as numbers, the
 * phone normalised, items in their fixed order — checking the rules a schema cannot state without the
 * database. The service then checks tags, houses and photo ownership (services/profile.ts).
 */
export interface ProfileUpdate {
  locale?: Locale;
  notifications?: boolean;
  theme?: Theme;
  confidentiality?: Confidentiality;
  photo?: string | null;
  tags?: number[];
  show?: ShowItem[];
  mobilephone?: string | null;
  user_house?: number[];
  wizard?: WizardStep[];
}

/** field → why it was refused; the route answers them all at once. */
export type FieldErrors = Record<string, string>;

export type ParsedUpdate = { ok: true; update: ProfileUpdate } | { ok: false; errors: FieldErrors };

type TermIdInput = NonNullable<ProfileAcfUpdate['tags']>[number];

/** The id of a term sent as a number, a numeric string or {term_id}; null when outside 1 … 2³¹ − 1. */
function termId(value: TermIdInput): number | null {
  const id = typeof value === 'object' ? value.term_id : Number(value);
  return isInt32Id(id) ? id : null;
}

function termIds(values: readonly TermIdInput[]): number[] | null {
  const ids = values.map(termId);
  return ids.every((id): id is number => id !== null) ? ids : null;
}

export function normaliseProfileUpdate(acf: ProfileAcfUpdate): ParsedUpdate {
  const { show, mobilephone, photo, tags, user_house: houses, wizard, ...plain } = acf;
  const update: ProfileUpdate = { ...plain };
  const errors: FieldErrors = {};
  if (show !== undefined) update.show = SHOW_ITEMS.filter((item) => show.includes(item));
  if (mobilephone !== undefined) {
    if (mobilephone === null || isValidPhone(mobilephone)) update.mobilephone = normalisePhone(mobilephone);
    else errors['mobilephone'] = 'must be empty or a French phone number';
  }
  if (photo !== undefined) update.photo = photo === '' ? null : photo;
  if (tags !== undefined) {
    const ids = termIds(tags);
    if (ids === null) errors['tags'] = 'must be a list of tag ids';
    else update.tags = [...new Set(ids)];
  }
  if (houses !== undefined) {
    const ids = termIds(houses);
    if (ids === null || new Set(ids).size !== ids.length)
      errors['user_house'] = 'must be a list of distinct house ids';
    else update.user_house = ids;
  }
  if (wizard !== undefined) {
    const slugs = new Set(wizard.map((step) => (typeof step === 'string' ? step : step.slug)));
    update.wizard = WIZARD_STEP_SLUGS.filter((step) => slugs.has(step));
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, update };
}
