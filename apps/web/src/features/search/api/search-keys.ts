import type { Language } from '@campus/domain/locale';
import type { SearchResultCategory } from '@campus/domain/search';
import type { SearchCriteria } from '../search-location.ts';

/** Query keys of the search: one list per language, category and criteria (a new search is a new key). */
export const searchKeys = {
  all: ['search'] as const,
  results: (language: Language, category: SearchResultCategory, criteria: SearchCriteria) =>
    [...searchKeys.all, language, category, criteria] as const,
  /** The tags a search is filtered by (§2.11 `t`), named on the filter chips. */
  filterTags: (tagIds: readonly number[]) => [...searchKeys.all, 'filter-tags', [...tagIds].sort()] as const,
};
