import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';
import type { TagTerm } from '@campus/domain/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { mapKeys } from './map-keys.ts';
import { mapSchemas } from './map-schemas.ts';

const path = `/wp/v2/${PLACE_CATEGORY_TAXONOMY}`;

/** GET /wp/v2/places-categories (spec §3 place categories): labels, marker colours and icons. */
export async function getPlaceCategories(api: ApiClient, signal?: AbortSignal): Promise<TagTerm[]> {
  const response = await api.request(path, { query: { per_page: PAGE_SIZE_DEFAULT }, signal });
  return expectListOf(mapSchemas.category, response.data, path);
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
