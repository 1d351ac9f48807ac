import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { TagTerm } from '@campus/domain/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { searchKeys } from './search-keys.ts';

/** GET /wp/v2/tax-tag?include=…: the tags of a search's `t` filter, to name them on its chips. */
export async function getFilterTags(
  api: ApiClient,
  tagIds: readonly number[],
  signal?: AbortSignal,
): Promise<TagTerm[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/tax-tag', {
    query: { include: [...tagIds], per_page: PAGE_SIZE_DEFAULT },
    signal,
  });
  return response.data;
}

export const filterTagsQuery = (api: ApiClient, tagIds: readonly number[]) =>
  queryOptions({
    queryKey: searchKeys.filterTags(tagIds),
    queryFn: ({ signal }) => getFilterTags(api, tagIds, signal),
    enabled: tagIds.length > 0,
    // Tag names change rarely; a chip keeps its name for the session.
    staleTime: 30 * 60_000,
  });

export function useFilterTags(tagIds: readonly number[]) {
  return useQuery(filterTagsQuery(useApiClient(), tagIds));
}
