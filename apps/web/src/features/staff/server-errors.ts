import { isWpError } from '@campus/domain/wp-error';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** A refused save or action: the message to show, and the refused fields by language and field name. */
export interface ServerRefusal {
  message: string;
  fields: Partial<Record<'fr' | 'en' | 'item', Record<string, string>>>;
}

/**
 * WordPress's rest_invalid_param names each refused parameter in data.params; the names are paths into
 * the body ("fr.title", "body/en/slug"): each lands next to its field, the rest beside the actions.
 */
export function serverRefusalOf(error: unknown, t: TFunction): ServerRefusal {
  if (!isApiError(error) || !isWpError(error.body))
    return { message: t('staff.edit.failedNetwork'), fields: {} };
  const fields: ServerRefusal['fields'] = {};
  for (const [name, reason] of Object.entries(error.body.data.params ?? {})) {
    const parts = name.split(/[./[\]]+/).filter((part) => part !== '' && part !== 'body');
    const scope = parts[0] === 'fr' || parts[0] === 'en' ? parts[0] : 'item';
    const field = scope === 'item' ? parts.join('.') : parts.slice(1).join('.');
    fields[scope] = { ...fields[scope], [field]: reason };
  }
  return { message: error.body.message, fields };
}
