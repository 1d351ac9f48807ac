import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { HouseTerm } from '@campus/domain/taxonomy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { expectListOf } from '../../api/expect-shape.ts';
import { houseKeys } from './house-keys.ts';
import { houseSchemas } from './house-schemas.ts';

const path = '/wp/v2/tax-house';

/** GET /wp/v2/tax-house, per_page 100 (spec §7): every house of the campus, the main one flagged acf.main. */
export async function getHouseTerms(api: ApiClient, signal?: AbortSignal): Promise<HouseTerm[]> {
  const response = await api.request(path, { query: { per_page: PAGE_SIZE_DEFAULT }, signal });
  return expectListOf(houseSchemas.term, response.data, path);
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
