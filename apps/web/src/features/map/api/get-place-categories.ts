import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { TagTerm } from '@campus/domain/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { mapKeys } from './map-keys.ts';

/** GET /wp/v2/places-categories (spec §3 place categories): labels, marker colours and icons. */
export async function getPlaceCategories(api: ApiClient, signal?: AbortSignal): Promise<TagTerm[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/places-categories', {
    query: { per_page: PAGE_SIZE_DEFAULT },
    signal,
  });
  return response.data;
}

export const placeCategoriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: mapKeys.categories(),
    queryFn: ({ signal }) => getPlaceCategories(api, signal),
    staleTime: 30 * 60_000,
  });

export function usePlaceCategories() {
  return useQuery(placeCategoriesQuery(useApiClient()));
}
