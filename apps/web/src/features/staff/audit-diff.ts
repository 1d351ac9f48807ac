/** One field that an audited change touched, its values as short readable text. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE_LENGTH = 120;

function readable(value: unknown): string {
  if (value === undefined || value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between an audit entry's before and after rows (a creation has no before, a
 * deletion no after): what a person reads instead of two JSON documents.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: '', before: readable(before), after: readable(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(from), ...Object.keys(to)])]
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: readable(from[field]), after: readable(to[field]) }));
}
