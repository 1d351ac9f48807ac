/**
 * Rich HTML is kept within the §5 allow-list when it is saved through the staff console, with the same list
 * the web app's DOMPurify applies at display (packages/domain rich-html-allow-list.ts): what is stored is
 * already safe, and the display-time sanitiser remains a second line. Both give the same HTML for the corpus
 * of domain/src/rich-html-corpus.ts (sanitisers-agree.test.ts beside this file, and its twin on the web).
 */
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_SCHEMES,
  ALLOWED_TAGS,
  isOwnImageSrcset,
  isOwnImageUrl,
} from '@campus/domain/rich-html-allow-list';
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
  // Images only from the portal itself (issue #33), as the residents' sanitiser shows them.
  transformTags: { img: (tagName, attribs) => ({ tagName, attribs: ownImageAttributes(attribs) }) },
};

function ownImageAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept = { ...attribs };
  if (kept['src'] !== undefined && !isOwnImageUrl(kept['src'])) delete kept['src'];
  if (kept['srcset'] !== undefined && !isOwnImageSrcset(kept['srcset'])) delete kept['srcset'];
  return kept;
}

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
