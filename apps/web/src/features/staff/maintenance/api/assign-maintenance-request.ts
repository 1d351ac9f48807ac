import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from '../../../../entities/maintenance/api/maintenance-keys.ts';
import { staffMaintenanceKeys } from './staff-maintenance-keys.ts';

/** PUT /staff/maintenance-requests/{id}/assignee: a member of the house's team, or nobody (null). */
export function useAssignMaintenanceRequest(id: number) {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (assignee: number | null) =>
      (
        await callEndpoint(api, 'PUT /portal/v1/staff/maintenance-requests/{id}/assignee', {
          params: { id },
          query: { wpml_language: language },
          body: { assignee },
        })
      ).data,
    onSuccess: (request) => {
      queryClient.setQueryData(maintenanceKeys.request(language, id), request);
      return queryClient.invalidateQueries({ queryKey: staffMaintenanceKeys.all });
    },
  });
}
