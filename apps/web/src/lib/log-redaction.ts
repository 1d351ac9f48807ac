import { REDACTED, redactText } from '@campus/domain/log-redaction';

/** Fields that hold credentials or personal data, whatever object they sit in (users/me, errors, headers). */
const SENSITIVE_KEY =
  /token|authorization|password|secret|cookie|signature|e-?mail|phone|first_name|last_name|display_name|qrcode|payload|emergency_contacts/i;
const MAX_DEPTH = 5;

/**
 * A copy of a log detail safe to keep: strings redacted (tokens, credential parameters, e-mails), sensitive
 * fields replaced, errors reduced to their name and message. Nothing the person typed or was sent survives
 * in the ring buffer the logs page shows (spec §4 "Other").
 */
export function redactDetail(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) {
    const reduced: Record<string, unknown> = { name: value.name, message: redactText(value.message) };
    if ('status' in value) reduced.status = value.status;
    if ('body' in value) reduced.body = redactDetail(value.body, depth + 1);
    return reduced;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => redactDetail(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    copy[key] = SENSITIVE_KEY.test(key) ? REDACTED : redactDetail(field, depth + 1);
  }
  return copy;
}
