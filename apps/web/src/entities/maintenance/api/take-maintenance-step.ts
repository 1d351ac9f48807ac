import type { MaintenanceStepBody } from '@campus/domain/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/** POST /portal/v1/maintenance-requests/{id}/steps: the author's cancel, confirm or reopen. */
export function useTakeMaintenanceStep(id: number) {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MaintenanceStepBody) =>
      (
        await callEndpoint(api, 'POST /portal/v1/maintenance-requests/{id}/steps', {
          params: { id },
          query: { wpml_language: language },
          body,
        })
      ).data,
    onSuccess: (request) => {
      queryClient.setQueryData(maintenanceKeys.request(language, id), request);
      return queryClient.invalidateQueries({ queryKey: [...maintenanceKeys.all, 'list'] });
    },
  });
}
