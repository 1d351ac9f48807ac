import type { StaffMe } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from './staff-keys.ts';

/**
 * GET /staff/me: the caller's roles, houses and forms; `null` for a person with no role (the server's
 * 403), so "not staff" is an answer, not an error.
 */
export async function getStaffMe(api: ApiClient, signal?: AbortSignal): Promise<StaffMe | null> {
  try {
    const response = await callEndpoint(api, 'GET /portal/v1/staff/me', { signal });
    return response.data;
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
