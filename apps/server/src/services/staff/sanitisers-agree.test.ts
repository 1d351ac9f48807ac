import { SANITISER_CORPUS } from '@campus/domain/rich-html-corpus';
import { type DefaultTreeAdapterMap, parseFragment, serialize } from 'parse5';
import { describe, expect, it } from 'vitest';
import { richHtmlSanitiser } from './sanitise-rich-html.ts';

const sanitiseRichHtml = await richHtmlSanitiser();

type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * The server's sanitiser gives, for the shared corpus, what the residents' gives at display (the same
 * expectations are asserted by apps/web/src/lib/sanitise/sanitisers-agree.test.ts). parse5, the HTML parser
 * of the standard, only reads the outputs back as a browser's <template> would (domain/src/rich-html-corpus.ts
 * says why); the sanitiser runs as on save.
 */
function canonical(html: string): string {
  const fragment = parseFragment(html);
  withoutLinkTargets(fragment);
  return serialize(fragment);
}

/** Whether a link opens a new tab is the residents' sanitiser's call at display: not compared. */
function withoutLinkTargets(node: ParentNode): void {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    if (child.tagName === 'a') child.attrs = child.attrs.filter((attribute) => attribute.name !== 'target');
    withoutLinkTargets(child);
  }
}

describe('the server’s sanitiser agrees with the residents’ on the shared corpus (issue #33)', () => {
  it.each(SANITISER_CORPUS.map((entry) => [entry.name, entry]))('%s', (_name, entry) => {
    expect(canonical(sanitiseRichHtml(entry.html))).toBe(canonical(entry.sanitised));
  });
});
