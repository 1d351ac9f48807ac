import type { Language } from '@campus/domain/locale';
import type { Place } from '@campus/domain/place';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { placeKeys } from './place-keys.ts';

/**
 * GET /wp/v2/places?include={id} (spec §7): the place an id names, in the reader's language, or null. Each
 * language has its own id of a place and the server answers either with the reader's translation, so a map
 * link shared by someone reading the other language still opens the place (issue #29).
 */
export async function getPlaceTranslation(
  api: ApiClient,
  language: Language,
  id: number,
  signal?: AbortSignal,
): Promise<Place | null> {
  const response = await callListEndpoint(api, 'GET /wp/v2/places', {
    query: { wpml_language: language, include: [id], per_page: 1 },
    signal,
  });
  return response.data[0] ?? null;
}

export const placeTranslationQuery = (api: ApiClient, language: Language, id: number) =>
  queryOptions({
    queryKey: placeKeys.translation(language, id),
    queryFn: ({ signal }) => getPlaceTranslation(api, language, id, signal),
    staleTime: 10 * 60_000,
  });

/** The reader's translation of the place `id` names, asked only when `id` is not among the places shown. */
export function usePlaceTranslation(id: number | null, enabled: boolean) {
  const query = placeTranslationQuery(useApiClient(), useContentLanguage(), id ?? 0);
  return useQuery({ ...query, enabled: enabled && id !== null });
}
