import type { MaintenanceFiguresQuery } from '@campus/domain/maintenance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../../lib/api/call-endpoint.ts';
import { staffMaintenanceKeys } from './staff-maintenance-keys.ts';

/** GET /staff/maintenance-figures: per house, open requests and the median times over a period. */
export const maintenanceFiguresQuery = (api: ApiClient, query: MaintenanceFiguresQuery) =>
  queryOptions({
    queryKey: staffMaintenanceKeys.figures(query),
    queryFn: async ({ signal }) =>
      (await callListEndpoint(api, 'GET /portal/v1/staff/maintenance-figures', { query, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useMaintenanceFigures(query: MaintenanceFiguresQuery) {
  return useQuery(maintenanceFiguresQuery(useApiClient(), query));
}
