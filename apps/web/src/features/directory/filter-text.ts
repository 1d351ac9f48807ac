import { FILTER_CHILD_SEARCH_MIN, FILTER_SELECTED_NAME_MAX } from '@campus/domain/constants';

/** §2.9: a selected tag name longer than 60 characters is cut there, with an ellipsis. */
export function truncateSelectedName(name: string, max = FILTER_SELECTED_NAME_MAX): string {
  // Characters as people count them (grapheme clusters), so an accent or emoji is never cut in half.
  const characters = Array.from(new Intl.Segmenter().segment(name), (part) => part.segment);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : name;
}

/** Lower case without accents, for matching that ignores both (§5). */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** §5: the child-tag search is a case- and accent-insensitive substring match. */
export function matchesChildSearch(name: string, query: string): boolean {
  return foldForSearch(name).includes(foldForSearch(query.trim()));
}

/** §2.9, §9: the search box shows when a group has more than 10 children. */
export function showsChildSearch(childCount: number): boolean {
  return childCount > FILTER_CHILD_SEARCH_MIN;
}

/** A tag's label in the interface language, else its (French) name. */
export function tagLabel(
  tag: { name: string; label: readonly { lang: string; value: string }[] },
  language: string,
): string {
  return tag.label.find((label) => label.lang === language)?.value ?? tag.name;
}
