import type { MaintenanceQueueQuery, MaintenanceRequest } from '@campus/domain/maintenance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../../lib/api/call-endpoint.ts';
import { pagedOf, type Paged } from '../../api/paged.ts';
import { staffMaintenanceKeys } from './staff-maintenance-keys.ts';

/** GET /staff/maintenance-requests: a page of the triage queue, filtered as the console's URL says. */
export async function getMaintenanceQueue(
  api: ApiClient,
  query: MaintenanceQueueQuery,
  signal?: AbortSignal,
): Promise<Paged<MaintenanceRequest>> {
  const response = await callListEndpoint(api, 'GET /portal/v1/staff/maintenance-requests', {
    query,
    signal,
  });
  return pagedOf(response, response.data);
}

export const maintenanceQueueQuery = (api: ApiClient, query: MaintenanceQueueQuery) =>
  queryOptions({
    queryKey: staffMaintenanceKeys.queue(query),
    queryFn: ({ signal }) => getMaintenanceQueue(api, query, signal),
    placeholderData: keepPreviousData,
    // The team comes back to the queue to see what changed: asked again on every visit.
    staleTime: 0,
  });

export function useMaintenanceQueue(query: MaintenanceQueueQuery) {
  return useQuery(maintenanceQueueQuery(useApiClient(), query));
}
