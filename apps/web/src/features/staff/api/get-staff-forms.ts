import { type StaffFormSummary } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { staffSchemas } from './staff-schemas.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

const path = `${STAFF_API_PATH}/forms`;

/** GET /staff/forms: the forms whose entries and results the caller may read. */
export async function getStaffForms(api: ApiClient, signal?: AbortSignal): Promise<StaffFormSummary[]> {
  const response = await api.request(path, { signal });
  return expectListOf(staffSchemas.form, response.data, path);
}

export const staffFormsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.forms(), queryFn: ({ signal }) => getStaffForms(api, signal) });

export function useStaffForms() {
  return useQuery(staffFormsQuery(useApiClient()));
}
