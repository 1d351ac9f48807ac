import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from '../../../entities/maintenance/api/maintenance-keys.ts';

/** GET /portal/v1/maintenance-places: the person's house and room, and the house's common areas. */
export const maintenancePlacesQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: maintenanceKeys.places(language),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(api, 'GET /portal/v1/maintenance-places', {
          query: { wpml_language: language },
          signal,
        })
      ).data,
    staleTime: 5 * 60_000,
  });

export function useMaintenancePlaces() {
  return useQuery(maintenancePlacesQuery(useApiClient(), useContentLanguage()));
}
