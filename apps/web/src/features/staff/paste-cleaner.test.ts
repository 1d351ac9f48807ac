import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanPastedHtml } from './paste-cleaner.ts';
import { DOCS_CLIPBOARD_HTML, DOCS_ONE_LINE_HTML, WORD_CLIPBOARD_HTML } from './paste-fixtures.ts';

const ORIGIN = 'https://portail.campus.example';

declare global {
  interface Window {
    __pasteRan?: string;
  }
}

function clean(html: string): { root: HTMLElement; html: string; refusedImages: number } {
  const cleaned = cleanPastedHtml(html, ORIGIN);
  const root = document.createElement('div');
  root.innerHTML = cleaned.html;
  return { root, ...cleaned };
}

const texts = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((element) => element.textContent.replace(/\s+/g, ' ').trim());

afterEach(() => {
  delete window.__pasteRan;
});

describe('a paste from Word keeps its structure (issue #33)', () => {
  it('makes the Title and Heading 1 the editor’s section heading, Heading 2 its subheading', () => {
    const { root } = clean(WORD_CLIPBOARD_HTML);
    expect(texts(root, 'h2')).toEqual(['Fête de la résidence', 'Programme de la soirée']);
    expect(texts(root, 'h3')).toEqual(['Horaires']);
  });

  it('turns mso-list paragraphs into real lists, nested by level, without the pseudo-bullets', () => {
    const { root } = clean(WORD_CLIPBOARD_HTML);
    const [bullets, numbers] = [...root.children].filter((element) => ['UL', 'OL'].includes(element.tagName));
    expect(bullets?.tagName).toBe('UL');
    expect(texts(bullets!, ':scope > li > p')).toEqual(['Musique', 'Repas']);
    expect(texts(bullets!, ':scope > li > ul > li')).toEqual(['Scène ouverte']);
    expect(numbers?.tagName).toBe('OL');
    expect(texts(numbers!, 'li')).toEqual(['Accueil', 'Concert']);
    expect(root.textContent).not.toMatch(/[·]|\bo\s+Scène|1\.\s*Accueil/);
  });

  it('keeps the table as rows of cells, without widths, borders or Word classes', () => {
    const { root } = clean(WORD_CLIPBOARD_HTML);
    const table = root.querySelector('table')!;
    expect(texts(table, 'tr > td')).toEqual(['Heure', 'Lieu', '19 h', 'Jardin']);
    expect(table.querySelectorAll('td')).toHaveLength(4);
    expect(table.querySelector('td strong')?.textContent).toBe('Heure');
    for (const element of table.querySelectorAll('*')) expect(element.attributes).toHaveLength(0);
  });

  it('keeps bold, italic and safe links; a javascript: link and a bookmark keep their words only', () => {
    const { root } = clean(WORD_CLIPBOARD_HTML);
    expect(root.querySelector('p strong')?.textContent).toBe('jardin');
    expect(root.querySelector('p em')?.textContent).toBe('19 h');
    expect([...root.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://campus.example/fete',
    ]);
    expect(root.textContent).toContain('ou ici.');
  });

  it('leaves out Word’s empty spacing paragraphs, its styles, comments and head', () => {
    const { root, html } = clean(WORD_CLIPBOARD_HTML);
    expect(html).not.toMatch(/mso-|MsoNormal|StartFragment|<o:p|<style|<meta|class=|style=/i);
    for (const paragraph of root.querySelectorAll('p')) expect(paragraph.textContent.trim()).not.toBe('');
  });

  it('renames inline handlers before parsing, so the page’s CSP has no handler to report', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    clean('<p onclick="x()">a</p><img/onerror="y()" src="/a.webp"><p title="on=x">on=b</p>');
    const parsed = parse.mock.calls[0]?.[0] ?? '';
    parse.mockRestore();
    expect(parsed).not.toMatch(/[\s/"']on(click|error)=/i);
    // Text that merely reads "on=" is text, not an attribute: left as it is.
    expect(parsed).toContain('>on=b</p>');
  });

  it('runs none of its scripts and counts its file:/// image as one it cannot keep', () => {
    const { html, refusedImages } = clean(WORD_CLIPBOARD_HTML);
    expect(window.__pasteRan).toBeUndefined();
    expect(html).not.toMatch(/<script|onerror|<img|file:/i);
    expect(refusedImages).toBe(1);
  });
});

describe('a paste from Google Docs keeps its structure (issue #33)', () => {
  it('keeps its headings, ranked from the highest it uses', () => {
    const { root } = clean(DOCS_CLIPBOARD_HTML);
    expect(texts(root, 'h2')).toEqual(['Atelier vélo']);
    expect(texts(root, 'h3')).toEqual(['À apporter']);
  });

  it('puts its paragraphs side by side, not inside the guid wrapper, and not joined to each other', () => {
    const { root } = clean(DOCS_CLIPBOARD_HTML);
    expect(root.querySelector('b, [id^="docs-internal-guid"]')).toBeNull();
    expect([...root.children].map((element) => element.tagName)).toEqual([
      'H2',
      'P',
      'P',
      'H3',
      'UL',
      'TABLE',
    ]);
    expect(texts(root, ':scope > p')).toEqual([
      'Chaque mercredi de 18 h à 20 h, au garage.',
      'Voir le règlement.',
    ]);
  });

  it('reads bold and italic from the spans’ styles, and a link’s underline as the link’s own', () => {
    const { root } = clean(DOCS_CLIPBOARD_HTML);
    expect(texts(root, 'strong')).toEqual(['mercredi']);
    expect(texts(root, 'em')).toEqual(['de 18 h à 20 h']);
    expect(root.querySelector('u')).toBeNull();
    expect(root.querySelector('a')?.outerHTML).toBe('<a href="https://campus.example/velo">le règlement</a>');
  });

  it('nests the sub-list Docs writes beside the items into the item before it', () => {
    const { root } = clean(DOCS_CLIPBOARD_HTML);
    const list = root.querySelector(':scope > ul')!;
    expect(texts(list, ':scope > li > p')).toEqual(['Votre vélo', 'Un cadenas']);
    expect(texts(list, ':scope > li > ul > li')).toEqual(['et sa chambre à air']);
  });

  it('keeps the table without its colgroup and styles, and counts the remote image it cannot fetch', () => {
    const { root, refusedImages } = clean(DOCS_CLIPBOARD_HTML);
    expect(root.querySelector('table')?.outerHTML).toBe(
      '<table><tbody><tr><td><p>Outil</p></td><td><p>Prêt</p></td></tr><tr><td><p>Pompe</p></td><td><p>Oui</p></td></tr></tbody></table>',
    );
    expect(root.querySelector('img')).toBeNull();
    expect(refusedImages).toBe(1);
  });

  it('gives a one-line copy one paragraph, with its bold run', () => {
    const { html } = clean(DOCS_ONE_LINE_HTML);
    expect(html).toBe('<p>Le garage ferme à <strong>20 h</strong></p>');
  });
});

describe('images in a paste (issue #33)', () => {
  it('keeps the portal’s own images as paths and data: images of an uploadable type for upload', () => {
    const { html, refusedImages } = clean(
      `<p><img src="${ORIGIN}/wp-json/portal/v1/staff-media/4/960.webp" alt=" Le jardin "></p>` +
        '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></p>' +
        '<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg"><img src="blob:https://other.example/1"></p>',
    );
    expect(html).toBe(
      '<p><img src="/wp-json/portal/v1/staff-media/4/960.webp" alt="Le jardin"></p>' +
        '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></p>',
    );
    expect(refusedImages).toBe(2);
  });

  it('refuses a protocol-relative or backslashed address that would name another host', () => {
    expect(clean('<img src="//evil.example/x.png"><img src="/\\evil.example/x.png">').refusedImages).toBe(2);
  });
});
