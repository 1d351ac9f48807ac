import type { PollResults } from '@campus/domain/forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** GET /staff/forms/{id}/results: the count of each choice of each choice field, and the entries' count. */
export async function getStaffFormResults(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<PollResults> {
  const response = await callEndpoint(api, 'GET /portal/v1/staff/forms/{id}/results', {
    params: { id },
    signal,
  });
  return response.data;
}

export const staffFormResultsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: staffKeys.formResults(id),
    queryFn: ({ signal }) => getStaffFormResults(api, id, signal),
  });

export function useStaffFormResults(id: number) {
  return useQuery(staffFormResultsQuery(useApiClient(), id));
}
