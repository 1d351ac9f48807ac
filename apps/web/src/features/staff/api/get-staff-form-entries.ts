import { type StaffFormEntry } from '@campus/domain/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';
import { pagedOf, type Paged } from './paged.ts';

export const FORM_ENTRIES_PER_PAGE = 20;

/** GET /staff/forms/{id}/entries: one page of submissions, newest first, with X-WP-Total. */
export async function getStaffFormEntries(
  api: ApiClient,
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<StaffFormEntry>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/forms/{id}/entries', {
    params: { id },
    query: { page, per_page: FORM_ENTRIES_PER_PAGE },
    signal,
  });
  return pagedOf(response, response.data);
}

export const staffFormEntriesQuery = (api: ApiClient, id: number, page: number) =>
  queryOptions({
    queryKey: staffKeys.formEntries(id, page),
    queryFn: ({ signal }) => getStaffFormEntries(api, id, page, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffFormEntries(id: number, page: number) {
  return useQuery(staffFormEntriesQuery(useApiClient(), id, page));
}
