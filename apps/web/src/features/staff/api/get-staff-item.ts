import { type StaffContentType, type StaffItem } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** GET /staff/items/{type}/{group}: the whole translation group, with what the caller may do (`actions`). */
export async function getStaffItem(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  signal?: AbortSignal,
): Promise<StaffItem> {
  const response = await callEndpoint(api, 'GET /portal/v1/staff/items/{type}/{group}', {
    params: { type, group },
    signal,
  });
  return response.data;
}

export const staffItemQuery = (api: ApiClient, type: StaffContentType, group: string) =>
  queryOptions({
    queryKey: staffKeys.item(type, group),
    queryFn: ({ signal }) => getStaffItem(api, type, group, signal),
    // An open editor must not be refreshed under the person's typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useStaffItem(type: StaffContentType, group: string) {
  return useQuery(staffItemQuery(useApiClient(), type, group));
}
