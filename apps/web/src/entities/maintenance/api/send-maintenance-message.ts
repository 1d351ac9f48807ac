import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/** POST /portal/v1/maintenance-requests/{id}/messages: the person's reply on the timeline. */
export function useSendMaintenanceMessage(id: number) {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      (
        await callEndpoint(api, 'POST /portal/v1/maintenance-requests/{id}/messages', {
          params: { id },
          query: { wpml_language: language },
          body: { message },
        })
      ).data,
    onSuccess: (request) => {
      queryClient.setQueryData(maintenanceKeys.request(language, id), request);
    },
  });
}
