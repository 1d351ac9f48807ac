import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from './maintenance-keys.ts';

/** GET /portal/v1/maintenance-requests/{id}: one request the person may see, with its timeline. */
export const maintenanceRequestQuery = (api: ApiClient, language: Language, id: number) =>
  queryOptions({
    queryKey: maintenanceKeys.request(language, id),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(api, 'GET /portal/v1/maintenance-requests/{id}', {
          params: { id },
          query: { wpml_language: language },
          signal,
        })
      ).data,
    // Its status is why the person opens it (often from a notification): asked again on every visit.
    staleTime: 0,
  });

export function useMaintenanceRequest(id: number) {
  return useQuery(maintenanceRequestQuery(useApiClient(), useContentLanguage(), id));
}
