import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { maintenanceKeys } from '../../../entities/maintenance/api/maintenance-keys.ts';

/**
 * GET /portal/v1/maintenance-areas/{id}/open-requests: what is already reported in a common area, shown
 * before a new report so the person can add "me too" instead of filing a duplicate. Off while no area is
 * chosen.
 */
export function useAreaOpenRequests(area: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: maintenanceKeys.areaOpen(area ?? 0),
    queryFn: async ({ signal }) =>
      (
        await callListEndpoint(api, 'GET /portal/v1/maintenance-areas/{id}/open-requests', {
          params: { id: area ?? 0 },
          signal,
        })
      ).data,
    enabled: area !== null,
  });
}
