import type { PollResults } from '@campus/domain/forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { staffSchemas } from './staff-schemas.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

const pathOf = (id: number) => `${STAFF_API_PATH}/forms/${String(id)}/results`;

/** GET /staff/forms/{id}/results: the count of each choice of each choice field, and the entries' count. */
export async function getStaffFormResults(
  api: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<PollResults> {
  const path = pathOf(id);
  const response = await api.request(path, { signal });
  return expectShape(staffSchemas.formResults, response.data, path);
}

export const staffFormResultsQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: staffKeys.formResults(id),
    queryFn: ({ signal }) => getStaffFormResults(api, id, signal),
  });

export function useStaffFormResults(id: number) {
  return useQuery(staffFormResultsQuery(useApiClient(), id));
}
