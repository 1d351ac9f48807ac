import { type AuditEntry } from '@campus/domain/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';
import { pagedOf, type Paged } from './paged.ts';

export const AUDIT_PER_PAGE = 20;

/** GET /staff/audit: who changed what and when, newest first, a page at a time. */
export async function getStaffAudit(
  api: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<AuditEntry>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/audit', {
    query: { page, per_page: AUDIT_PER_PAGE },
    signal,
  });
  return pagedOf(response, response.data);
}

export const staffAuditQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: staffKeys.audit({ page }),
    queryFn: ({ signal }) => getStaffAudit(api, page, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffAudit(page: number) {
  return useQuery(staffAuditQuery(useApiClient(), page));
}
