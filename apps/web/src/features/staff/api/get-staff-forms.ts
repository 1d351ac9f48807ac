import { type StaffFormSummary } from '@campus/domain/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** GET /staff/forms: the forms whose entries and results the caller may read. */
export async function getStaffForms(api: ApiClient, signal?: AbortSignal): Promise<StaffFormSummary[]> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/forms', { signal });
  return response.data;
}

export const staffFormsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.forms(), queryFn: ({ signal }) => getStaffForms(api, signal) });

export function useStaffForms() {
  return useQuery(staffFormsQuery(useApiClient()));
}
