import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS } from '@campus/domain/rich-html-allow-list';
import { INTERNAL_LINK_ATTRIBUTE, sanitiseHtml } from './sanitise-html.ts';
import { ALLOWED_MARKUP, XSS_CORPUS_HTML, XSS_PAYLOADS } from './xss-corpus.ts';

const EXECUTABLE_URL = /^\s*(javascript|vbscript|data):/i;

function parse(html: string): HTMLElement {
  const template = document.createElement('div');
  template.innerHTML = html;
  return template;
}

/** Every way the sanitised fragment could still run code: elements, handlers and URLs. */
function executableParts(fragment: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of fragment.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      const allowed = [...(ALLOWED_ATTRIBUTES[tag] ?? []), 'rel', INTERNAL_LINK_ATTRIBUTE];
      if (!allowed.includes(attribute.name)) found.push(`${tag}[${attribute.name}]`);
      if (EXECUTABLE_URL.test(attribute.value)) found.push(`${tag}[${attribute.name}=${attribute.value}]`);
    }
  }
  return found;
}

describe('sanitiser: rich HTML from the CMS (spec §5)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload.name, payload.html]))(
    'leaves nothing executable of the payload: %s',
    (_name, html) => {
      const clean = sanitiseHtml(html);
      expect(executableParts(parse(clean))).toEqual([]);
      // Escaped text (&lt;img onerror…&gt;) is harmless; no such element may remain.
      expect(clean).not.toMatch(/<(script|iframe|object|embed|form|style|svg|math|base|meta|link)\b/i);
    },
  );

  it('leaves nothing executable of the whole corpus at once', () => {
    expect(executableParts(parse(sanitiseHtml(XSS_CORPUS_HTML)))).toEqual([]);
    expect(window).not.toHaveProperty('__xss');
  });

  it('keeps the allowed tags, attributes and schemes of §5', () => {
    const fragment = parse(sanitiseHtml(ALLOWED_MARKUP));
    for (const tag of [
      'h2',
      'p',
      'strong',
      'em',
      'ul',
      'ol',
      'li',
      'blockquote',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ]) {
      expect(fragment.querySelector(tag), tag).not.toBeNull();
    }
    const image = fragment.querySelector('img')!;
    for (const attribute of ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'class']) {
      expect(image.hasAttribute(attribute), attribute).toBe(true);
    }
    const hrefs = [...fragment.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://example.org/',
      '/pages/faq',
      'mailto:portail@campus.example',
      'tel:+33100000000',
      'ftp://ftp.example.org/file',
    ]);
  });

  it('opens external links in a new tab with noopener, and marks internal ones for the router (spec §2.16)', () => {
    const fragment = parse(
      sanitiseHtml(
        `<a href="https://example.org/">out</a><a href="/news/x" target="_blank">in</a><a href="${window.location.origin}/events/y">origin</a>`,
      ),
    );
    const [external, relative, sameOrigin] = [...fragment.querySelectorAll('a')];
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(relative?.getAttribute(INTERNAL_LINK_ATTRIBUTE)).toBe('/news/x');
    expect(relative?.hasAttribute('target')).toBe(false);
    expect(sameOrigin?.getAttribute(INTERNAL_LINK_ATTRIBUTE)).toBe('/events/y');
  });

  it('drops attributes outside the tag’s own allow-list', () => {
    const fragment = parse(
      sanitiseHtml('<p class="x" id="y" title="z">text</p><a href="/x" class="c" title="t">l</a>'),
    );
    expect(fragment.querySelector('p')?.attributes).toHaveLength(0);
    expect(fragment.querySelector('a')?.hasAttribute('class')).toBe(false);
  });
});
