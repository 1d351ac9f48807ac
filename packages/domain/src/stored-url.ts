/**
 * The one rule for a URL that staff or people store and the portal later serves as a link (an event
 * location's link…), spec §5: the allowed schemes of the rich-HTML allow-list, or a path inside the portal.
 * Checked by the server's request schemas on save and by the staff console before it sends.
 */
import { Type } from 'typebox';
import { ALLOWED_SCHEMES } from './rich-html-allow-list.ts';

/** A word matched in any case by a JSON Schema pattern, which carries no flags: `tel` → `[tT][eE][lL]`. */
const anyCase = (word: string): string =>
  word.replace(/[a-z]/g, (letter) => `[${letter}${letter.toUpperCase()}]`);

/** No whitespace, control character or backslash anywhere: browsers drop tabs and newlines from a URL. */
const URL_CHARACTER = '[^\\s\\u0000-\\u001F\\u007F-\\u009F\\\\]';

/**
 * Empty (no link), an absolute URL whose scheme is one of ALLOWED_SCHEMES (so never `javascript:` or
 * `data:`), or a path on the portal (`/…`, never `//host`). A scheme is only recognised at the very start,
 * and nothing a browser would strip (`java\tscript:`, a leading space) is accepted.
 */
export const STORED_URL_PATTERN = `^(?:(?:${ALLOWED_SCHEMES.map(anyCase).join('|')}):${URL_CHARACTER}+|/(?![/\\\\])${URL_CHARACTER}*)?$`;

const storedUrl = new RegExp(STORED_URL_PATTERN, 'u');

export const StoredUrlSchema = (options: { maxLength?: number } = {}) =>
  Type.String({ pattern: STORED_URL_PATTERN, maxLength: 2000, ...options });

/** Whether a URL may be stored (STORED_URL_PATTERN). */
export function isStoredUrlAllowed(url: string): boolean {
  return storedUrl.test(url);
}
