import { type StaffContentType, type StaffItem } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { staffSchemas } from './staff-schemas.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

export const staffItemPath = (type: StaffContentType, group: string) =>
  `${STAFF_API_PATH}/items/${type}/${encodeURIComponent(group)}`;

/** GET /staff/items/{type}/{group}: the whole translation group, with what the caller may do (`can`). */
export async function getStaffItem(
  api: ApiClient,
  type: StaffContentType,
  group: string,
  signal?: AbortSignal,
): Promise<StaffItem> {
  const path = staffItemPath(type, group);
  const response = await api.request(path, { signal });
  return expectShape(staffSchemas.item, response.data, path);
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
