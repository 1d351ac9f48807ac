import { INTERNAL_LINK_ATTRIBUTE, sanitiseHtml } from '../../lib/sanitise/sanitise-html.ts';

/** Links the editor accepts: web pages, e-mail addresses and phone numbers (a subset of §5's schemes). */
const LINK_SCHEMES = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*)$/i;

export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

export function isAllowedLinkUrl(url: string): boolean {
  return LINK_SCHEMES.test(url.trim());
}

/**
 * The editor's HTML as it is sent: re-checked with the residents' sanitiser (the §5 allow-list), minus the
 * attributes that sanitiser adds for display (internal-link markers, new-tab targets): the server keeps
 * the source, each reader's sanitiser decides how links open.
 */
export function cleanEditorHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = sanitiseHtml(html);
  for (const link of template.content.querySelectorAll('a')) {
    link.removeAttribute(INTERNAL_LINK_ATTRIBUTE);
    link.removeAttribute('target');
    link.removeAttribute('rel');
  }
  const cleaned = template.innerHTML;
  // An editor left empty gives one empty paragraph: that is no content.
  return cleaned === '<p></p>' ? '' : cleaned;
}
