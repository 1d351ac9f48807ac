import { StaffMeSchema, type StaffMe } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { isApiError } from '../../api/api-error.ts';
import { expectShape, type WireShape } from '../../api/expect-shape.ts';
import { staffKeys } from './staff-keys.ts';
import { STAFF_API_PATH } from './staff-api-path.ts';

const path = `${STAFF_API_PATH}/me`;
const shape: WireShape<StaffMe> = { schema: import.meta.env.DEV ? StaffMeSchema : null };

/**
 * GET /staff/me: the caller's roles, houses and forms; `null` for a person with no role (the server's
 * 403), so "not staff" is an answer, not an error.
 */
export async function getStaffMe(api: ApiClient, signal?: AbortSignal): Promise<StaffMe | null> {
  try {
    const response = await api.request(path, { signal });
    return expectShape(shape, response.data, path);
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

export const staffMeQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => getStaffMe(api, signal),
    // Roles change when an administrator grants one: a few minutes of cache is enough.
    staleTime: 5 * 60_000,
  });

export function useStaffMe() {
  return useQuery(staffMeQuery(useApiClient()));
}
