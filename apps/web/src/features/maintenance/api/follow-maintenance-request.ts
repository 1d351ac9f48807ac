import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from '../../../entities/maintenance/api/maintenance-keys.ts';

/** POST /portal/v1/maintenance-requests/{id}/followers: "me too" on a common area's open request. */
export function useFollowMaintenanceRequest() {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await callEndpoint(api, 'POST /portal/v1/maintenance-requests/{id}/followers', {
          params: { id },
          query: { wpml_language: language },
        })
      ).data,
    onSuccess: (request) => {
      queryClient.setQueryData(maintenanceKeys.request(language, request.id), request);
      return queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
}
