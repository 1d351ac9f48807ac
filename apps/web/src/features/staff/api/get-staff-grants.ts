import { type StaffGrant } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** GET /staff/grants (campus administrators): every role given, to whom, by whom; not paged. */
export async function getStaffGrants(api: ApiClient, signal?: AbortSignal): Promise<StaffGrant[]> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/grants', { signal });
  return response.data;
}

export const staffGrantsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.grants(), queryFn: ({ signal }) => getStaffGrants(api, signal) });

export function useStaffGrants() {
  return useQuery(staffGrantsQuery(useApiClient()));
}
