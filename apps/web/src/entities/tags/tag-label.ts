import type { TagTerm, TermLabel } from '@campus/domain/taxonomy';

/** The value of a term's label list [{lang, value}] in the language, else the fallback (its name). */
export function labelIn(
  labels: readonly TermLabel[] | undefined,
  language: string,
  fallback: string,
): string {
  return labels?.find((label) => label.lang === language)?.value ?? fallback;
}

/** The tag's label in the portal's language (acf.label), else its name. */
export function tagLabel(tag: TagTerm, language: string): string {
  return labelIn(tag.acf.label, language, tag.name);
}
