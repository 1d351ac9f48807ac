import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { HouseTerm } from '@campus/domain/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { houseKeys } from './house-keys.ts';

/** GET /wp/v2/tax-house, per_page 100 (spec §7): every house of the campus, the main one flagged acf.main. */
export async function getHouseTerms(api: ApiClient, signal?: AbortSignal): Promise<HouseTerm[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/tax-house', {
    query: { per_page: PAGE_SIZE_DEFAULT },
    signal,
  });
  return response.data;
}

export const houseTermsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: houseKeys.terms(),
    queryFn: ({ signal }) => getHouseTerms(api, signal),
    // The list of houses changes a few times a year: one load per session is plenty.
    staleTime: 30 * 60_000,
  });

export function useHouseTerms() {
  return useQuery(houseTermsQuery(useApiClient()));
}
