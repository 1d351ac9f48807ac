/**
 * Rich HTML is kept within the §5 allow-list when it is saved through the staff console, with the same list
 * the web app's DOMPurify applies at display (packages/domain rich-html-allow-list.ts): what is stored is
 * already safe, and the display-time sanitiser remains a second line.
 */
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from '@campus/domain/rich-html-allow-list';
import type sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(ALLOWED_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...ALLOWED_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//host/path" names a host without a scheme: allowed as http(s) would be.
  allowProtocolRelative: true,
  // A dropped tag keeps its text (a <font> around words), but script, style and the like lose everything.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
};

export type RichHtmlSanitiser = (html: string) => string;

let loading: Promise<RichHtmlSanitiser> | null = null;

/**
 * The sanitiser, loaded on first use: sanitize-html (with htmlparser2 and postcss) is over 10 MB of an
 * idle server's memory, and only a staff member saving an item needs it (issue #20, ADR 021).
 */
export function richHtmlSanitiser(): Promise<RichHtmlSanitiser> {
  loading ??= import('sanitize-html').then(
    ({ default: sanitizeHtml }) =>
      (html) =>
        sanitizeHtml(html, OPTIONS),
  );
  return loading;
}
