import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI_REGEXP,
  isOwnImageSrcset,
  isOwnImageUrl,
} from '@campus/domain/rich-html-allow-list';
import { internalPath } from './internal-link.ts';

/** Marks links that navigate inside the app; the RichHtml component routes their clicks. */
export const INTERNAL_LINK_ATTRIBUTE = 'data-internal-path';

let purifier: Purifier | null = null;

/**
 * One DOMPurify instance of our own (hooks on the shared default instance would change every other use),
 * configured with exactly the §5 allow-list, created on first use (the tests and the app share it).
 */
function instance(): Purifier {
  if (purifier !== null) return purifier;
  const created = DOMPurify(window);
  // DOMPurify's allow-list of attributes is global; the spec's is per tag.
  created.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    // Images only from the portal itself (issue #33), as the server keeps them on save: DOMPurify would
    // otherwise keep any http(s) address, and data: URIs on images.
    if (node.nodeName === 'IMG' && data.attrName === 'src' && !isOwnImageUrl(data.attrValue))
      data.keepAttr = false;
    if (node.nodeName === 'IMG' && data.attrName === 'srcset' && !isOwnImageSrcset(data.attrValue))
      data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    const path = internalPath(href, window.location.origin, [window.location.origin]);
    if (path !== null) {
      // Spec §2.16: an internal link navigates inside the app, in the same tab.
      node.setAttribute(INTERNAL_LINK_ATTRIBUTE, path);
      node.removeAttribute('target');
      return;
    }
    // External links open in a new tab without handing the portal's window to the other site.
    if (/^(https?|ftp):/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  purifier = created;
  return created;
}

/** Rich HTML from the CMS, reduced to the §5 allow-list: nothing executable survives. */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(ALLOWED_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Blocks named by id/name (DOM clobbering) cannot shadow document or form properties.
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: true,
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
