import { describe, expect, it } from 'vitest';
import { SANITISER_CORPUS } from '@campus/domain/rich-html-corpus';
import { INTERNAL_LINK_ATTRIBUTE, sanitiseHtml } from './sanitise-html.ts';

/**
 * The residents' sanitiser gives, for the shared corpus, what the server's gives on save (the same
 * expectations are asserted by apps/server/src/services/staff/sanitisers-agree.test.ts): markup compared as a
 * DOM reads it, display-only additions left out (domain/src/rich-html-corpus.ts says which).
 */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('a')) {
    for (const attribute of ['target', 'rel', INTERNAL_LINK_ATTRIBUTE]) link.removeAttribute(attribute);
  }
  for (const named of template.content.querySelectorAll('[name]')) {
    named.setAttribute('name', named.getAttribute('name')!.replace(/^user-content-/, ''));
  }
  return template.innerHTML;
}

describe('the residents’ sanitiser agrees with the server’s on the shared corpus (issue #33)', () => {
  it.each(SANITISER_CORPUS.map((entry) => [entry.name, entry]))('%s', (_name, entry) => {
    expect(canonical(sanitiseHtml(entry.html))).toBe(canonical(entry.sanitised));
  });
});
