import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Simple tables in the editor (issue #33): rows of cells (td or th) holding paragraphs, with colspan and
 * rowspan, and nothing else — what a paste from Word or Docs keeps and the §5 allow-list shows. Cells are
 * edited as text; rows and columns come from the paste. Written as plain nodes rather than
 * @tiptap/extension-table, whose published versions pin an older @tiptap/core than this editor's.
 */

const spanAttributes = {
  colspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan') ?? 1) || 1,
    renderHTML: (attributes: Record<string, unknown>) =>
      attributes['colspan'] === 1 ? {} : { colspan: attributes['colspan'] },
  },
  rowspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan') ?? 1) || 1,
    renderHTML: (attributes: Record<string, unknown>) =>
      attributes['rowspan'] === 1 ? {} : { rowspan: attributes['rowspan'] },
  },
};

export const TableNode = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
});

export const TableRowNode = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

export const TableCellNode = Node.create({
  name: 'tableCell',
  content: 'paragraph+',
  isolating: true,
  addAttributes: () => spanAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

export const TableHeaderNode = Node.create({
  name: 'tableHeader',
  content: 'paragraph+',
  isolating: true,
  addAttributes: () => spanAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

export const TABLE_NODES = [TableNode, TableRowNode, TableCellNode, TableHeaderNode];
