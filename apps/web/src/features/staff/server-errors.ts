import { isWpError } from '@campus/domain/wp-error';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error.ts';

/** A refused save or action: the message to show, and the refused fields by language and field name. */
export interface ServerRefusal {
  message: string;
  fields: Partial<Record<'fr' | 'en' | 'item', Record<string, string>>>;
}

/**
 * Where a refused parameter lands. WordPress's rest_invalid_param names each one in data.params, by a path
 * into the body ("fr.title", "body/en/slug"); a value refused by the schema inside a parameter is named in
 * its reason, WordPress-style ("fr[slug] has an invalid format"): that names the field, not the language.
 */
function fieldOf(name: string, reason: string): { scope: 'fr' | 'en' | 'item'; field: string } {
  const parts = name.split(/[./[\]]+/).filter((part) => part !== '' && part !== 'body');
  const inside = reason.startsWith(`${name}[`) ? /^[^[]+\[([^\]]+)\]/.exec(reason)?.[1] : undefined;
  if (inside !== undefined && parts.length === 1) parts.push(inside);
  const scope = parts[0] === 'fr' || parts[0] === 'en' ? parts[0] : 'item';
  return { scope, field: scope === 'item' ? parts.join('.') : parts.slice(1).join('.') };
}

/**
 * The server's refusal, each field's reason next to its field (the staff routes explain in the editor's
 * language); the summary beside the actions says in the console's language where to look, as WordPress's
 * own message ("Invalid parameter(s): fr") is for programs.
 */
export function serverRefusalOf(error: unknown, t: TFunction): ServerRefusal {
  if (!isApiError(error) || !isWpError(error.body))
    return { message: t('staff:edit.failedNetwork'), fields: {} };
  const fields: ServerRefusal['fields'] = {};
  const params = Object.entries(error.body.data.params ?? {});
  for (const [name, reason] of params) {
    const { scope, field } = fieldOf(name, reason);
    fields[scope] = { ...fields[scope], [field]: reason };
  }
  return { message: params.length > 0 ? t('staff:edit.checkFields') : error.body.message, fields };
}

/**
 * A refusal as one sentence, for screens that mark no field (roles, notifications): the server's reasons
 * when it gave some, else its message.
 */
export function serverMessageOf(error: unknown, t: TFunction): string {
  if (!isApiError(error) || !isWpError(error.body)) return t('staff:edit.failedNetwork');
  const reasons = Object.values(error.body.data.params ?? {});
  return reasons.length > 0 ? reasons.join(' ') : error.body.message;
}
