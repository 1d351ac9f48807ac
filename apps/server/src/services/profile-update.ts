import { isValidPhone, normalisePhone } from '@campus/domain/phone';
import {
  CONFIDENTIALITY_LEVELS,
  LOCALES,
  SHOW_ITEMS,
  type Confidentiality,
  type Locale,
  type ShowItem,
} from '@campus/domain/user';
import { isWizardStep, WIZARD_STEP_SLUGS, type WizardStep } from '@campus/domain/wizard';

/**
 * The fields a person may change on their own record with PUT /acf/v3/users/{id} (spec §7: the profile
 * save, the phone, the house order, the interests, the wizard). Everything else (type, honorary title,
 * QR codes, stay dates…) comes from the campus and is refused.
 */
export interface ProfileUpdate {
  locale?: Locale;
  notifications?: boolean;
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

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A term id sent as a number, a numeric string (the spec's "tags as strings") or a {term_id} object. */
function termId(value: unknown): number | null {
  const raw = typeof value === 'object' && value !== null && 'term_id' in value ? value.term_id : value;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function termIds(value: unknown): number[] | null {
  if (!Array.isArray(value)) return null;
  const ids = value.map(termId);
  return ids.every((id): id is number => id !== null) ? ids : null;
}

/** Checks the shape and the rules that need no database; the route checks tags, houses and photo ownership. */
export function parseProfileUpdate(acf: Record<string, unknown>): ParsedUpdate {
  const update: ProfileUpdate = {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(acf)) {
    switch (field) {
      case 'locale':
        if (includes(LOCALES, value)) update.locale = value;
        else errors[field] = `must be one of ${LOCALES.join(', ')}`;
        break;
      case 'notifications':
        if (typeof value === 'boolean') update.notifications = value;
        else errors[field] = 'must be a boolean';
        break;
      case 'confidentiality':
        if (includes(CONFIDENTIALITY_LEVELS, value)) update.confidentiality = value;
        else errors[field] = `must be one of ${CONFIDENTIALITY_LEVELS.join(', ')}`;
        break;
      case 'show':
        if (Array.isArray(value) && value.every((item) => includes(SHOW_ITEMS, item))) {
          update.show = SHOW_ITEMS.filter((item) => value.includes(item));
        } else errors[field] = `must be a list of ${SHOW_ITEMS.join(', ')}`;
        break;
      case 'mobilephone':
        if (value === null || (typeof value === 'string' && value.length <= 40 && isValidPhone(value))) {
          update.mobilephone = normalisePhone(value);
        } else errors[field] = 'must be empty or a French phone number';
        break;
      case 'photo':
        if (value === null || value === '' || (typeof value === 'string' && value.length <= 2048)) {
          update.photo = value === '' ? null : value;
        } else errors[field] = 'must be the URL of an uploaded photo or null';
        break;
      case 'tags': {
        const ids = termIds(value);
        if (ids !== null) update.tags = [...new Set(ids)];
        else errors[field] = 'must be a list of tag ids';
        break;
      }
      case 'user_house': {
        const ids = termIds(value);
        if (ids !== null && new Set(ids).size === ids.length) update.user_house = ids;
        else errors[field] = 'must be a list of distinct house ids';
        break;
      }
      case 'wizard': {
        const slugs = Array.isArray(value)
          ? value.map((step: unknown) =>
              typeof step === 'object' && step !== null && 'slug' in step ? step.slug : step,
            )
          : null;
        if (slugs?.every((slug): slug is string => typeof slug === 'string' && isWizardStep(slug))) {
          update.wizard = WIZARD_STEP_SLUGS.filter((step) => slugs.includes(step));
        } else errors[field] = `must be a list of {slug} among ${WIZARD_STEP_SLUGS.join(', ')}`;
        break;
      }
      default:
        errors[field] = 'cannot be changed';
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, update };
}
