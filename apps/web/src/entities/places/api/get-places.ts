import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import { TOTAL_PAGES_HEADER } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { Place } from '@campus/domain/place';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { placeKeys } from './place-keys.ts';

/**
 * GET /wp/v2/places (spec §7): every place of the campus in one language, 100 at a time. The map shows
 * them all and filters by category on the screen, so a filter change costs no request; the staff console's
 * place picker lists them for an event's locations (issue #33).
 */
export async function getPlaces(api: ApiClient, language: Language, signal?: AbortSignal): Promise<Place[]> {
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

export const placesQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: placeKeys.list(language),
    queryFn: ({ signal }) => getPlaces(api, language, signal),
    staleTime: 10 * 60_000,
  });

/** The campus's places in `language`, the portal's current one unless said. */
export function usePlaces(language?: Language) {
  const current = useContentLanguage();
  return useQuery(placesQuery(useApiClient(), language ?? current));
}
