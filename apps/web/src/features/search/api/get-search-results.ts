import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { PAGE_SIZE_SEARCH } from '@campus/domain/constants';
import type { Language } from '@campus/domain/locale';
import {
  isSearchableText,
  SEARCH_CATEGORY_TYPES,
  type SearchResult,
  type SearchResultCategory,
} from '@campus/domain/search';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import type { SearchCriteria } from '../search-location.ts';
import { searchKeys } from './search-keys.ts';

export interface SearchResultsPage {
  results: SearchResult[];
  page: number;
  total: number;
  totalPages: number;
}

/**
 * What a category searches with: people by keywords and the directory's filters, everything else by
 * keywords only (so the content lists of one text are shared whatever the filters).
 */
export function criteriaFor(category: SearchResultCategory, criteria: SearchCriteria): SearchCriteria {
  const text = criteria.text.trim();
  return category === 'users' ? { ...criteria, text } : { text, tagIds: [], houseId: null };
}

/** §5: a search needs keywords of 2 characters or more; people can also be listed by filters alone. */
export function canSearch(category: SearchResultCategory, criteria: SearchCriteria): boolean {
  if (isSearchableText(criteria.text)) return true;
  const filtered = criteria.tagIds.length > 0 || criteria.houseId !== null;
  return category === 'users' && criteria.text.trim() === '' && filtered;
}

/** GET /wp/v2/search (spec §7): one page of 10 results of a category, each with its object (_embed). */
export async function getSearchResultsPage(
  api: ApiClient,
  language: Language,
  category: SearchResultCategory,
  criteria: SearchCriteria,
  page: number,
  signal?: AbortSignal,
): Promise<SearchResultsPage> {
  const { type, subtype } = SEARCH_CATEGORY_TYPES[category];
  const response = await callListEndpoint(api, 'GET /wp/v2/search', {
    query: {
      type,
      subtype,
      search: criteria.text,
      _embed: '1',
      page,
      per_page: PAGE_SIZE_SEARCH,
      wpml_language: language,
      'filter[tax-tag]': criteria.tagIds.length > 0 ? criteria.tagIds : undefined,
      'filter[tax-house]': criteria.houseId ?? undefined,
    },
    signal,
  });
  const results = response.data;
  return {
    results,
    page,
    total: Number(response.headers.get(TOTAL_HEADER) ?? results.length),
    totalPages: Number(response.headers.get(TOTAL_PAGES_HEADER) ?? 1),
  };
}

/**
 * The results of one category, page by page ('more' fetches the next, spec §4 Search). The 'all' tab and
 * the category's own tab share the first page, so switching tab fetches only when that page is missing.
 * A query no longer shown (the text changed) is cancelled through its signal.
 */
export function searchResultsQuery(
  api: ApiClient,
  language: Language,
  category: SearchResultCategory,
  criteria: SearchCriteria,
) {
  const asked = criteriaFor(category, criteria);
  return infiniteQueryOptions({
    queryKey: searchKeys.results(language, category, asked),
    queryFn: ({ pageParam, signal }) =>
      getSearchResultsPage(api, language, category, asked, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: SearchResultsPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: canSearch(category, asked),
    staleTime: 60_000,
  });
}

export function useSearchResults(category: SearchResultCategory, criteria: SearchCriteria) {
  return useInfiniteQuery(searchResultsQuery(useApiClient(), useContentLanguage(), category, criteria));
}
