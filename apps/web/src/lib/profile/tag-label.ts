import type { TagTerm } from '@campus/domain/taxonomy';

/** The tag's label in the portal's language (acf.label), else its name. */
export function tagLabel(tag: TagTerm, language: string): string {
  return tag.acf.label.find((label) => label.lang === language)?.value ?? tag.name;
}
