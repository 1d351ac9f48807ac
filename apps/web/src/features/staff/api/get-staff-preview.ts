import type { StaffPreview } from '@campus/domain/staff-preview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** GET /staff/preview/{token}: the item a colleague's preview link names, as saved now (issue #33). */
export async function getStaffPreview(
  api: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<StaffPreview> {
  const response = await callEndpoint(api, 'GET /portal/v1/staff/preview/{token}', {
    params: { token },
    signal,
  });
  return response.data;
}

export const staffPreviewQuery = (api: ApiClient, token: string) =>
  queryOptions({
    queryKey: [...staffKeys.all, 'preview', token] as const,
    queryFn: ({ signal }) => getStaffPreview(api, token, signal),
  });

export function useStaffPreview(token: string) {
  return useQuery(staffPreviewQuery(useApiClient(), token));
}
