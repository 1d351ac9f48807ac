import type { MaintenanceRequestBody } from '@campus/domain/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from '../../../entities/maintenance/api/maintenance-keys.ts';

/** POST /portal/v1/maintenance-requests: reports a problem; the photos follow, one call each. */
export function useCreateMaintenanceRequest() {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MaintenanceRequestBody) =>
      (
        await callEndpoint(api, 'POST /portal/v1/maintenance-requests', {
          query: { wpml_language: language },
          body,
        })
      ).data,
    onSuccess: (request) => {
      queryClient.setQueryData(maintenanceKeys.request(language, request.id), request);
      return queryClient.invalidateQueries({ queryKey: [...maintenanceKeys.all, 'list'] });
    },
  });
}
