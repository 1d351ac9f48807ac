import type { Language } from '@campus/domain/locale';
import type { StaffItemBody } from '@campus/domain/staff';

/** One piece of a compared field: kept, only in the newer version (`added`) or only in the older. */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

export type ComparedField = 'title' | 'excerpt' | 'content';

/** A field that differs between two versions, in one language, word by word. */
export interface FieldDifference {
  language: Language;
  field: ComparedField;
  parts: DiffPart[];
}

const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, tr, br';

/**
 * The text of rich HTML as a reader sees it, one paragraph a line: markup changes that do not change the
 * words are not differences an editor looks for. Parsed as an inert document (nothing runs, nothing loads).
 */
export function plainTextOf(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const block of parsed.body.querySelectorAll(BLOCKS)) block.after('\n');
  return parsed.body.textContent
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

const FIELDS: readonly { field: ComparedField; text: (body: StaffItemBody, language: Language) => string }[] =
  [
    { field: 'title', text: (body, language) => body[language]?.title ?? '' },
    { field: 'excerpt', text: (body, language) => plainTextOf(body[language]?.excerpt ?? '') },
    { field: 'content', text: (body, language) => plainTextOf(body[language]?.content ?? '') },
  ];

/**
 * The title, summary and text that differ from `older` to `newer`, in each language, word by word. The
 * diff library is loaded only when an editor compares two versions.
 */
export async function versionDifferences(
  older: StaffItemBody,
  newer: StaffItemBody,
): Promise<FieldDifference[]> {
  const { diffWordsWithSpace } = await import('diff');
  const differences: FieldDifference[] = [];
  for (const language of ['fr', 'en'] as const) {
    for (const { field, text } of FIELDS) {
      const before = text(older, language);
      const after = text(newer, language);
      if (before === after) continue;
      const parts = diffWordsWithSpace(before, after).map((part): DiffPart => ({
        text: part.value,
        change: part.added ? 'added' : part.removed ? 'removed' : 'same',
      }));
      differences.push({ language, field, parts });
    }
  }
  return differences;
}
