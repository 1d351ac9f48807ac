import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callBinaryEndpoint } from '../../../lib/api/call-endpoint.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/**
 * GET /portal/v1/maintenance-requests/{id}/photos/{photo}: the photo is served only with the bearer
 * token, so it is fetched through the API client as a Blob (shown by ui/blob-image.tsx). A stored photo
 * never changes, so it is asked once per session.
 */
export function useMaintenancePhoto(id: number, photo: number) {
  const api = useApiClient();
  return useQuery({
    queryKey: maintenanceKeys.photo(id, photo),
    queryFn: ({ signal }) =>
      callBinaryEndpoint(api, 'GET /portal/v1/maintenance-requests/{id}/photos/{photo}', {
        params: { id, photo },
        signal,
      }),
    staleTime: Infinity,
  });
}
