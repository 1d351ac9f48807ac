import { type AuditEntry, type AuditListQuery } from '@campus/domain/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';
import { pagedOf, type Paged } from './paged.ts';

/** GET /staff/audit: who changed what and when, newest first, a page at a time, filtered. */
export async function getStaffAudit(
  api: ApiClient,
  query: AuditListQuery,
  signal?: AbortSignal,
): Promise<Paged<AuditEntry>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/audit', { query, signal });
  return pagedOf(response, response.data);
}

export const staffAuditQuery = (api: ApiClient, query: AuditListQuery) =>
  queryOptions({
    queryKey: staffKeys.audit(query),
    queryFn: ({ signal }) => getStaffAudit(api, query, signal),
    placeholderData: keepPreviousData,
  });

export function useStaffAudit(query: AuditListQuery) {
  return useQuery(staffAuditQuery(useApiClient(), query));
}
