import type { Language } from '@campus/domain/locale';
import type { MaintenanceRequest } from '@campus/domain/maintenance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/** POST /portal/v1/maintenance-requests/{id}/photos with the image as the body; the server re-encodes it. */
export async function addMaintenancePhoto(
  api: ApiClient,
  language: Language,
  id: number,
  photo: Blob,
): Promise<MaintenanceRequest> {
  const response = await callEndpoint(api, 'POST /portal/v1/maintenance-requests/{id}/photos', {
    params: { id },
    query: { wpml_language: language },
    body: photo,
  });
  return response.data;
}

/** Sends one photo; the request's cached copy then lists it, so the request page shows every photo sent. */
export function useAddMaintenancePhoto() {
  const api = useApiClient();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, photo }: { id: number; photo: Blob }) => addMaintenancePhoto(api, language, id, photo),
    onSuccess: (request) => {
      queryClient.setQueryData(maintenanceKeys.request(language, request.id), request);
    },
  });
}
