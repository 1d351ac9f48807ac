import { isWpError } from '@campus/domain/wp-error';
import { isApiError } from '../../lib/api/api-error.ts';

/** The report form's fields, as the server names them in `data.params` of a 400 rest_invalid_param. */
export type ReportField = 'category' | 'urgency' | 'place' | 'description' | 'entry_allowed';
const FIELDS: readonly ReportField[] = ['category', 'urgency', 'place', 'description', 'entry_allowed'];

/**
 * The server's reason for each refused field, keyed by the form's field ("place.area" is the place's);
 * empty when the error names none (then the form shows one message for the whole send).
 */
export function serverFieldErrors(error: unknown): Partial<Record<ReportField, string>> {
  if (!isApiError(error) || !isWpError(error.body)) return {};
  const params = error.body.data.params ?? {};
  const errors: Partial<Record<ReportField, string>> = {};
  for (const [name, reason] of Object.entries(params)) {
    const field = FIELDS.find((candidate) => name === candidate || name.startsWith(`${candidate}.`));
    if (field !== undefined) errors[field] ??= reason;
  }
  return errors;
}
