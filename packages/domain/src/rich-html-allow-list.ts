/**
 * The §5 allow-list for rich HTML from the CMS: tags, per-tag attributes and URL schemes. Anything else is
 * dropped. Kept as data in the contract so the web app's sanitiser (DOMPurify, at display), the server's
 * (on save in the staff console) and the tests all read the same list.
 */

/** Text structure, lists, links, emphasis, quotes, images, figures and tables. */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
] as const;

/**
 * Attributes allowed per tag (spec §5: a: href, name, target; img: src, srcset, loading, class, height, width,
 * alt, sizes). An image's src and srcset must also be the portal's own (isOwnImageUrl, ADR 033).
 */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'name', 'target'],
  img: ['src', 'srcset', 'loading', 'class', 'height', 'width', 'alt', 'sizes'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  abbr: ['title'],
};

/** Spec §5: http, https, ftp, mailto, tel. Relative URLs (no scheme) stay allowed. */
export const ALLOWED_SCHEMES = ['http', 'https', 'ftp', 'mailto', 'tel'] as const;

/**
 * A URL value is allowed when it names one of ALLOWED_SCHEMES, or has no scheme at all (relative: it starts
 * with a non-letter, or its first ':' comes after a '/', '?' or '#'). DOMPurify tests it after removing
 * whitespace and decoding entities, so `jav&#x09;ascript:` is seen as `javascript:`.
 */
export const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${ALLOWED_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/**
 * An image of rich HTML is shown only from the portal's own origin (issue #33, ADR 033): a relative address,
 * such as the staff media (`/wp-json/portal/v1/staff-media/…`) or the sample images, never one with a scheme
 * (`https:`, `data:`, `file:`) or a host (`//host`). The page's CSP allows no other host for images anyway;
 * refusing them in the HTML keeps a pasted third-party image (a tracker, a page that may change) out of what
 * is stored. The check is on the value as a browser reads it: tabs and line breaks removed, surrounding
 * spaces and control characters trimmed, and a backslash, which a browser reads as '/' (so `/\host` is
 * another host), refused.
 */
export function isOwnImageUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- the characters a URL parser strips are control characters
  const read = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (read === '' || /[\\\s]/.test(read) || read.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(read);
}

/** A srcset is allowed when every one of its candidates is the portal's own image. */
export function isOwnImageSrcset(srcset: string): boolean {
  const candidates = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
  return candidates.every((candidate) => candidate !== '' && isOwnImageUrl(candidate));
}

/**
 * Whether rich HTML holds an image whose upload has not finished: the editor shows a pasted image by its
 * data: address until the media endpoint answers (issue #33). Saved then, the sanitisers would drop the
 * address and residents would see a broken image, so the console waits and the server refuses the save.
 */
export function holdsImageNotUploaded(html: string): boolean {
  return /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i.test(html);
}
