import { type StaffGrant } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { staffSchemas } from './staff-schemas.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

export const GRANTS_PATH = `${STAFF_API_PATH}/grants`;

/** GET /staff/grants (campus administrators): every role given, to whom, by whom. */
export async function getStaffGrants(api: ApiClient, signal?: AbortSignal): Promise<StaffGrant[]> {
  const response = await api.request(GRANTS_PATH, { query: { per_page: 100 }, signal });
  return expectListOf(staffSchemas.grant, response.data, GRANTS_PATH);
}

export const staffGrantsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.grants(), queryFn: ({ signal }) => getStaffGrants(api, signal) });

export function useStaffGrants() {
  return useQuery(staffGrantsQuery(useApiClient()));
}
