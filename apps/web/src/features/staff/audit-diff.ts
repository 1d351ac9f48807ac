/** One field that an audited change touched, its values as short readable text. */
export interface AuditChange {
  /** Where the value sits, nested fields joined by '.': `fr.title`, `faq.1.faq_ask`; '' for a bare value. */
  field: string;
  before: string;
  after: string;
}

const MAX_VALUE_LENGTH = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

/** Text as a person reads it: tags dropped (rich HTML is stored), spaces collapsed, cut with '…'. */
function readableText(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(plain);
  return characters.length > MAX_VALUE_LENGTH
    ? `${characters.slice(0, MAX_VALUE_LENGTH - 1).join('')}…`
    : plain;
}

function readable(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return readableText(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : readableText(value.map(String).join(', '));
  // A number, a boolean (or an object left by a list of mixed values): its JSON is how it reads.
  return readableText(JSON.stringify(value));
}

/**
 * A row as flat fields: nested objects and lists of objects become dotted paths (`fr.title`,
 * `faq.0.faq_ask`), lists of plain values stay one field (`houses`: "12, 14"). So a change reads as the
 * few fields it touched, never as a JSON document cut in the middle (issue #33).
 */
function flatten(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value))
      flatten(inner, path === '' ? key : `${path}.${key}`, into);
  } else if (Array.isArray(value) && !value.every(isScalar)) {
    value.forEach((inner, index) => {
      flatten(inner, `${path}.${String(index)}`, into);
    });
  } else {
    into.set(path, value);
  }
  return into;
}

/**
 * The fields that differ between an audit entry's before and after rows (a creation has no before, a
 * deletion no after): what a person reads instead of two JSON documents.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = flatten(before, '', new Map());
  const to = flatten(after, '', new Map());
  // A creation or a deletion: nothing on one side.
  if (before === null || before === undefined) from.clear();
  if (after === null || after === undefined) to.clear();
  return [...new Set([...from.keys(), ...to.keys()])]
    .filter((field) => JSON.stringify(from.get(field)) !== JSON.stringify(to.get(field)))
    .map((field) => ({ field, before: readable(from.get(field)), after: readable(to.get(field)) }));
}
