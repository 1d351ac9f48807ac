import { isOwnImageUrl } from '@campus/domain/rich-html-allow-list';
import { isAllowedLinkUrl } from './rich-text-rules.ts';

/**
 * Clipboard HTML from Word, Google Docs or a web page, turned into the editor's own HTML (issue #33).
 *
 * The foreign HTML is parsed by DOMParser into an inert document: none of its scripts runs, none of its
 * images loads, and nothing of it touches the live page (whose CSP once blocked an inline script a paste
 * carried). The result is then built element by element from what the editor offers — headings, paragraphs,
 * lists, links with safe schemes, bold, italic, underline, quotes, simple tables and images — so that nothing
 * else can pass, whatever the source wrote.
 */
export interface CleanedPaste {
  html: string;
  /** Images left out because they cannot be uploaded: on another site, on the copier's disk, of a wrong type. */
  refusedImages: number;
}

/** The image types the media endpoint takes, as data: URIs the editor can upload itself. */
const UPLOADABLE_DATA_IMAGE = /^data:image\/(png|jpeg|webp);base64,/i;

/** Elements dropped with everything inside them: code, styling, embedded documents, Word's VML shapes. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'xml',
  'colgroup',
  'col',
  'button',
  'select',
  'textarea',
  'input',
]);

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const BLOCKS = new Set([
  'p',
  'div',
  ...HEADINGS,
  'ul',
  'ol',
  'li',
  'table',
  'blockquote',
  'pre',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'center',
  'figure',
  'hr',
  'dl',
  'dt',
  'dd',
  'address',
]);

interface Context {
  out: Document;
  origin: string;
  /** Rank of each source heading level among those of the paste: the first becomes h2, the rest h3. */
  headingLevels: number[];
  refusedImages: number;
}

export function cleanPastedHtml(html: string, origin: string): CleanedPaste {
  const source = new DOMParser().parseFromString(withoutInlineHandlers(html), 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const context: Context = {
    out,
    origin,
    headingLevels: headingLevelsOf(source.body),
    refusedImages: 0,
  };
  const root = out.createElement('div');
  appendBlocks(context, [...source.body.childNodes], root);
  return { html: root.innerHTML, refusedImages: context.refusedImages };
}

/**
 * The paste's inline event handlers (`onerror=`, `onclick=`…) renamed before parsing. Not for safety — the
 * parsed document is inert, and nothing of it is copied but what the editor offers — but because Chromium
 * checks the page's CSP as soon as any parser, even DOMParser's, meets such an attribute, and reports a
 * violation in the console for a handler that could never have run. A handler this tag-wise rename misses
 * (inside an attribute value holding '>') costs that report only.
 */
function withoutInlineHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) =>
    tag.replace(/([\s"'/])on([a-z]+\s*=)/gi, '$1data-dropped-on$2'),
  );
}

/**
 * A heading's level in the source: h1-h6, Word's Title style (above them all) and `MsoHeadingN` classes,
 * Word Online's role="heading", Docs' title class. null for anything else.
 */
function sourceHeadingLevel(element: Element): number | null {
  const tag = element.localName;
  if (/^h[1-6]$/.test(tag)) return Number(tag[1]);
  if (element.getAttribute('role') === 'heading') return Number(element.getAttribute('aria-level') ?? 2);
  const classes = element.getAttribute('class') ?? '';
  if (/\b(MsoTitle|title)\b/.test(classes)) return 0;
  if (/\b(MsoSubtitle|subtitle)\b/.test(classes)) return 0.5;
  const word = /\bMsoHeading([1-6])\b/.exec(classes);
  return word === null ? null : Number(word[1]);
}

/**
 * The editor has two heading levels under the item's title: the highest heading level the paste uses becomes
 * h2, every lower one h3, so a document of Heading 1 and 2 and one of Heading 2 and 3 keep their outline. A
 * document's Title or Subtitle style becomes h2 too (the item's own title is a field of its own).
 */
function headingLevelsOf(body: HTMLElement): number[] {
  const levels = new Set<number>();
  for (const element of body.querySelectorAll([...HEADINGS, 'p', 'div', '[role="heading"]'].join(', '))) {
    const level = sourceHeadingLevel(element);
    if (level !== null && level >= 1 && element.textContent.trim() !== '') levels.add(level);
  }
  return [...levels].sort((a, b) => a - b);
}

/** A title (level below 1) is a section heading; headings are ranked among themselves. */
function editorHeadingTag(context: Context, level: number): 'h2' | 'h3' {
  return level < 1 || context.headingLevels.indexOf(level) <= 0 ? 'h2' : 'h3';
}

function style(element: Element): string {
  return (element.getAttribute('style') ?? '').toLowerCase().replace(/\s+/g, '');
}

/** Word's pseudo-bullets and numbers ("·", "1.") sit in spans styled mso-list:Ignore: the list draws its own. */
function isWordListMarker(node: Node): boolean {
  return node instanceof Element && style(node).includes('mso-list:ignore');
}

/** A Word paragraph of a list: `mso-list:l0 level2 lfo1` in its style (classes MsoListParagraph*). */
function wordListLevel(node: Node): number | null {
  if (!(node instanceof Element) || node.localName !== 'p') return null;
  const match = /mso-list:l\d+level(\d+)/.exec(style(node));
  return match === null ? null : Number(match[1]);
}

function isBlock(node: Node): boolean {
  return node instanceof Element && BLOCKS.has(node.localName);
}

function containsBlock(element: Element): boolean {
  return [...element.querySelectorAll('*')].some(isBlock);
}

function isIgnorable(node: Node): boolean {
  if (node.nodeType === Node.COMMENT_NODE) return true;
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim() === '';
  return node instanceof Element && DROPPED.has(node.localName.replace(/^.*:/, ''));
}

/**
 * Block context (the paste itself, a list item, a table cell, a quote): blocks are rebuilt one by one, and
 * loose inline content between them is gathered into a paragraph of its own — so a Docs paste, whose
 * paragraphs hang inside an inline `<b id="docs-internal-guid-…">`, does not run into the paragraph before.
 */
function appendBlocks(context: Context, nodes: readonly Node[], parent: Element): void {
  let loose: Node[] = [];
  const flush = () => {
    if (loose.some((node) => (node.textContent ?? '').trim() !== '' || hasImage(node))) {
      const paragraph = context.out.createElement('p');
      appendInline(context, loose, paragraph, new Set());
      if (paragraph.hasChildNodes()) parent.append(paragraph);
    }
    loose = [];
  };
  let wordList: Element[] = [];
  for (const node of nodes) {
    if (isIgnorable(node)) continue;
    // Word's list paragraphs are gathered until the first block that is not one, then made a list.
    if (wordListLevel(node) !== null) {
      flush();
      wordList.push(node as Element);
      continue;
    }
    if (wordList.length > 0) {
      appendWordList(context, wordList, parent);
      wordList = [];
    }
    if (node instanceof Element && node.localName === 'br') {
      // Between blocks a <br> is Docs' empty line: the paragraphs already stand apart.
      if (loose.length > 0) loose.push(node);
    } else if (isBlock(node)) {
      flush();
      appendBlock(context, node as Element, parent);
    } else if (node instanceof Element && containsBlock(node)) {
      // An inline wrapper around blocks (Docs' <b style="font-weight:normal">): its blocks stand alone.
      flush();
      appendBlocks(context, [...node.childNodes], parent);
    } else {
      loose.push(node);
    }
  }
  if (wordList.length > 0) appendWordList(context, wordList, parent);
  flush();
}

function hasImage(node: Node): boolean {
  return node instanceof Element && (node.localName === 'img' || node.querySelector('img') !== null);
}

function appendBlock(context: Context, element: Element, parent: Element): void {
  const tag = element.localName;
  const level = sourceHeadingLevel(element);
  if (level !== null && element.textContent.trim() !== '') {
    const heading = context.out.createElement(editorHeadingTag(context, level));
    appendInline(context, [...element.childNodes], heading, new Set());
    parent.append(heading);
    return;
  }
  switch (tag) {
    case 'ul':
    case 'ol':
      appendList(context, element, parent);
      return;
    case 'li': {
      // A list item outside a list: a list of its own.
      const list = context.out.createElement('ul');
      appendListItem(context, element, list);
      parent.append(list);
      return;
    }
    case 'table':
      appendTable(context, element, parent);
      return;
    case 'blockquote': {
      const quote = context.out.createElement('blockquote');
      appendBlocks(context, [...element.childNodes], quote);
      if (quote.hasChildNodes()) parent.append(quote);
      return;
    }
    case 'hr':
      return;
    case 'p':
    case 'pre':
    case 'dt':
    case 'dd':
    case 'address':
      if (containsBlock(element)) {
        appendBlocks(context, [...element.childNodes], parent);
        return;
      }
      appendParagraph(context, element, parent);
      return;
    default:
      // div, section, center, figure…: containers whose content counts, not their box.
      appendBlocks(context, [...element.childNodes], parent);
  }
}

function appendParagraph(context: Context, element: Element, parent: Element): void {
  const paragraph = context.out.createElement('p');
  appendInline(context, [...element.childNodes], paragraph, new Set());
  // Word's empty paragraphs (&nbsp; in an <o:p>) are spacing, not content.
  if (paragraph.textContent.trim() !== '' || paragraph.querySelector('img') !== null) {
    parent.append(paragraph);
  }
}

function appendList(context: Context, element: Element, parent: Element): void {
  const list = context.out.createElement(element.localName === 'ol' ? 'ol' : 'ul');
  for (const child of element.childNodes) {
    if (isIgnorable(child)) continue;
    if (child instanceof Element && (child.localName === 'ul' || child.localName === 'ol')) {
      // Docs nests a sub-list beside the items rather than in one: it belongs to the item before it.
      const previous = list.lastElementChild ?? list.appendChild(context.out.createElement('li'));
      appendList(context, child, previous);
    } else if (child instanceof Element && child.localName === 'li') {
      appendListItem(context, child, list);
    } else {
      const item = context.out.createElement('li');
      appendBlocks(context, [child], item);
      if (item.hasChildNodes()) list.append(item);
    }
  }
  if (list.hasChildNodes()) parent.append(list);
}

function appendListItem(context: Context, element: Element, list: Element): void {
  const item = context.out.createElement('li');
  appendBlocks(context, [...element.childNodes], item);
  if (item.hasChildNodes()) list.append(item);
}

/** Word's numbered paragraphs start "1." "a)" "iv." in their marker span; anything else is a bullet. */
function isWordNumbered(paragraph: Element): boolean {
  const marker = [...paragraph.querySelectorAll('span')].find(isWordListMarker);
  return /^\s*([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marker?.textContent ?? '');
}

/** Word's list paragraphs as real lists, nested by their mso-list level. */
function appendWordList(context: Context, paragraphs: readonly Element[], parent: Element): void {
  const stack: { level: number; list: Element }[] = [];
  for (const paragraph of paragraphs) {
    const level = wordListLevel(paragraph) ?? 1;
    let top = stack.at(-1);
    while (top !== undefined && top.level > level) {
      stack.pop();
      top = stack.at(-1);
    }
    if (top === undefined || top.level < level) {
      const list = context.out.createElement(isWordNumbered(paragraph) ? 'ol' : 'ul');
      const host = top?.list.lastElementChild ?? parent;
      host.append(list);
      top = { level, list };
      stack.push(top);
    }
    const item = context.out.createElement('li');
    const text = context.out.createElement('p');
    appendInline(context, [...paragraph.childNodes], text, new Set());
    item.append(text);
    top.list.append(item);
  }
}

/** A simple table: rows of cells, with colspan and rowspan; widths, borders and colours stay behind. */
function appendTable(context: Context, element: Element, parent: Element): void {
  const table = context.out.createElement('table');
  const body = context.out.createElement('tbody');
  const rows = [...element.querySelectorAll('tr')].filter((row) => row.closest('table') === element);
  for (const row of rows) {
    const tr = context.out.createElement('tr');
    for (const cell of row.children) {
      if (cell.localName !== 'td' && cell.localName !== 'th') continue;
      const out = context.out.createElement(cell.localName);
      for (const span of ['colspan', 'rowspan']) {
        const value = Number(cell.getAttribute(span) ?? '1');
        if (Number.isInteger(value) && value > 1 && value < 100) out.setAttribute(span, String(value));
      }
      appendCellContent(context, cell, out);
      tr.append(out);
    }
    if (tr.hasChildNodes()) body.append(tr);
  }
  if (body.hasChildNodes()) {
    table.append(body);
    parent.append(table);
  }
}

/** A cell holds paragraphs only (a nested table or list becomes its lines), as the editor's cells do. */
function appendCellContent(context: Context, cell: Element, out: Element): void {
  const blocks = context.out.createElement('div');
  appendBlocks(context, [...cell.childNodes], blocks);
  for (const block of [...blocks.querySelectorAll('p, h2, h3, li > p')]) {
    if (block.closest('td, th') !== null) continue;
    const paragraph = context.out.createElement('p');
    paragraph.append(...block.childNodes);
    out.append(paragraph);
  }
  if (!out.hasChildNodes()) out.append(context.out.createElement('p'));
}

type Mark = 'strong' | 'em' | 'u';

/** Bold, italic and underline as Word and Docs write them: tags, or a span's inline style. */
function marksOf(element: Element, inLink: boolean): { add: Mark[]; remove: Mark[] } {
  // Only the property itself counts, not Word's mso-bidi-font-weight and the like.
  const css = style(element);
  const add: Mark[] = [];
  const remove: Mark[] = [];
  const tag = element.localName;
  const weight = /(?:^|;)font-weight:(\w+)/.exec(css)?.[1];
  if (weight !== undefined && (weight === 'normal' || Number(weight) < 600)) remove.push('strong');
  else if (
    (weight !== undefined && (weight === 'bold' || Number(weight) >= 600)) ||
    tag === 'b' ||
    tag === 'strong'
  )
    add.push('strong');
  const fontStyle = /(?:^|;)font-style:(\w+)/.exec(css)?.[1];
  if (fontStyle === 'normal') remove.push('em');
  else if (fontStyle === 'italic' || tag === 'i' || tag === 'em') add.push('em');
  // Links are underlined by their own style (Docs writes it on the span inside): not an underline of the text.
  if (!inLink && (tag === 'u' || /(?:^|;)text-decoration(-line)?:[^;]*underline/.test(css))) add.push('u');
  return { add, remove };
}

/**
 * Inline content: text, line breaks, links, images and the three marks, each written once as an element
 * around the text it covers; other inline elements (span, font, Word's <o:p>) give their content only.
 */
function appendInline(context: Context, nodes: readonly Node[], parent: Element, marks: Set<Mark>): void {
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      parent.append(context.out.createTextNode(node.textContent ?? ''));
      continue;
    }
    if (!(node instanceof Element) || isIgnorable(node) || isWordListMarker(node)) continue;
    const tag = node.localName;
    if (tag === 'br') {
      parent.append(context.out.createElement('br'));
    } else if (tag === 'img') {
      appendImage(context, node, parent);
    } else if (tag === 'a') {
      appendLink(context, node, parent, marks);
    } else {
      const { add, remove } = marksOf(node, parent.closest('a') !== null);
      // A mark switched off inside a run that has it (rare: Docs' weight 400 in a bold run) is left as the
      // run's: splitting the run is not worth the complexity for a paste.
      const inner = new Set(
        [...marks].filter((mark) => !remove.includes(mark) || parent.closest(mark) !== null),
      );
      let target = parent;
      for (const mark of add) {
        if (inner.has(mark)) continue;
        inner.add(mark);
        const wrapper = context.out.createElement(mark);
        target.append(wrapper);
        target = wrapper;
      }
      appendInline(context, [...node.childNodes], target, inner);
      pruneEmpty(target, parent);
    }
  }
}

function pruneEmpty(element: Element, stop: Element): void {
  let current: Element | null = element;
  while (current !== null && current !== stop && !current.hasChildNodes()) {
    const parent: Element | null = current.parentElement;
    current.remove();
    current = parent;
  }
}

function appendLink(context: Context, element: Element, parent: Element, marks: Set<Mark>): void {
  const href = (element.getAttribute('href') ?? '').trim();
  if (href !== '' && isAllowedLinkUrl(href) && parent.closest('a') === null) {
    const link = context.out.createElement('a');
    link.setAttribute('href', href);
    appendInline(context, [...element.childNodes], link, marks);
    if (link.hasChildNodes()) parent.append(link);
  } else {
    // Word's bookmarks (<a name="_Toc…">) and links with other schemes keep their words only.
    appendInline(context, [...element.childNodes], parent, marks);
  }
}

/**
 * An image the portal can show: one of its own (kept, relative), or a data: image of a type the media
 * endpoint takes (kept as it is: the editor uploads it and puts the media URL in its place). Anything else
 * — another site's address, Word's file:/// copy, a blob: of another page — cannot be fetched: it is counted
 * so the editor can say so rather than drop it silently.
 */
function appendImage(context: Context, element: Element, parent: Element): void {
  const source = (element.getAttribute('src') ?? '').trim();
  const own = ownPath(source, context.origin);
  if (own === null && !UPLOADABLE_DATA_IMAGE.test(source)) {
    context.refusedImages += 1;
    return;
  }
  const image = context.out.createElement('img');
  image.setAttribute('src', own ?? source);
  image.setAttribute('alt', (element.getAttribute('alt') ?? '').trim());
  parent.append(image);
}

/**
 * The portal's own image as a root-relative path (an absolute URL of this origin included), else null. A
 * relative address without the leading '/' was relative to the page it was copied from: not ours.
 */
function ownPath(source: string, origin: string): string | null {
  if (source.startsWith('/') && isOwnImageUrl(source)) return source;
  if (!source.toLowerCase().startsWith(`${origin.toLowerCase()}/`)) return null;
  const path = source.slice(origin.length);
  return isOwnImageUrl(path) ? path : null;
}
