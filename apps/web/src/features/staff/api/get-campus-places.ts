import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import { TOTAL_PAGES_HEADER } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { Place } from '@campus/domain/place';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/**
 * GET /wp/v2/places, the residents' map's own list (spec §7), for the event locations' picker (issue #33):
 * every place of the campus in one language, 100 at a time.
 */
export async function getCampusPlaces(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<Place[]> {
  const places: Place[] = [];
  for (let page = 1; ; page += 1) {
    const response = await callListEndpoint(api, 'GET /wp/v2/places', {
      query: { wpml_language: language, per_page: PAGE_SIZE_DEFAULT, page },
      signal,
    });
    places.push(...response.data);
    const totalPages = Number(response.headers.get(TOTAL_PAGES_HEADER) ?? 1);
    if (page >= totalPages) return places;
  }
}

export const campusPlacesQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: staffKeys.places(language),
    queryFn: ({ signal }) => getCampusPlaces(api, language, signal),
    staleTime: 10 * 60_000,
  });

export function useCampusPlaces(language: Language) {
  return useQuery(campusPlacesQuery(useApiClient(), language));
}

/**
 * The same place in another language, or null: the server answers an id of either language with the
 * asked language's translation (`include`, as the map's shared links do).
 */
export async function getPlaceIn(api: ApiClient, language: Language, id: number): Promise<Place | null> {
  const response = await callListEndpoint(api, 'GET /wp/v2/places', {
    query: { wpml_language: language, include: [id], per_page: 1 },
  });
  return response.data[0] ?? null;
}
