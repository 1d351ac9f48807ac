import { type StaffItemListQuery, type StaffItemSummary } from '@campus/domain/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';
import { pagedOf, type Paged } from './paged.ts';

/** GET /staff/items: one page of the items the caller may see, filtered, with X-WP-Total. */
export async function getStaffItems(
  api: ApiClient,
  query: StaffItemListQuery,
  signal?: AbortSignal,
): Promise<Paged<StaffItemSummary>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/items', { query, signal });
  return pagedOf(response, response.data);
}

export const staffItemsQuery = (api: ApiClient, query: StaffItemListQuery) =>
  queryOptions({
    queryKey: staffKeys.itemList(query),
    queryFn: ({ signal }) => getStaffItems(api, query, signal),
    // The previous page stays on screen while the next one loads (no flash of an empty table).
    placeholderData: keepPreviousData,
  });

export function useStaffItems(query: StaffItemListQuery) {
  return useQuery(staffItemsQuery(useApiClient(), query));
}
