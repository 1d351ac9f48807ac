/**
 * Rich HTML is kept within the §5 allow-list when it is saved through the staff console, with the same list
 * the web app's DOMPurify applies at display (packages/domain rich-html-allow-list.ts): what is stored is
 * already safe, and the display-time sanitiser remains a second line.
 */
import { ALLOWED_ATTRIBUTES, ALLOWED_SCHEMES, ALLOWED_TAGS } from '@campus/domain/rich-html-allow-list';
import sanitizeHtml from 'sanitize-html';

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

export function sanitiseRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
