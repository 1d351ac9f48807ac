import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { HousePage } from '@campus/domain/house-page';
import type { Language } from '@campus/domain/locale';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { houseKeys } from './house-keys.ts';

/**
 * GET /wp/v2/house?tax-house={id} (spec §7): the pages of one house in one language, in menu order (the
 * main page first). The server filters by house, where the spec's client filtered the whole list: the
 * answer stays one house's size however many houses the campus has.
 */
export async function getHousePages(
  api: ApiClient,
  language: Language,
  houseId: number,
  signal?: AbortSignal,
): Promise<HousePage[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/house', {
    query: { wpml_language: language, 'tax-house': [houseId], per_page: PAGE_SIZE_DEFAULT },
    signal,
  });
  return response.data;
}

export const housePagesQuery = (api: ApiClient, language: Language, houseId: number) =>
  queryOptions({
    queryKey: houseKeys.pages(language, houseId),
    queryFn: ({ signal }) => getHousePages(api, language, houseId, signal),
    staleTime: 5 * 60_000,
  });

/** The pages of `houseId`; idle while the house is not known yet (null). */
export function useHousePages(houseId: number | null) {
  const api = useApiClient();
  const language = useContentLanguage();
  const options = housePagesQuery(api, language, houseId ?? 0);
  return useQuery(houseId === null ? { ...options, queryFn: skipToken } : options);
}
