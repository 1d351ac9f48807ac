import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@campus/domain/locale';
import type { ApiClient } from '../../../../lib/api/api-client.ts';
import { useApiClient } from '../../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../../lib/i18n/content-language.ts';
import { staffMaintenanceKeys } from './staff-maintenance-keys.ts';

/** GET /staff/maintenance-houses: the houses the caller answers for, their teams and common areas. */
export const maintenanceHousesQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: staffMaintenanceKeys.houses(language),
    queryFn: async ({ signal }) =>
      (
        await callListEndpoint(api, 'GET /portal/v1/staff/maintenance-houses', {
          query: { wpml_language: language },
          signal,
        })
      ).data,
  });

export function useMaintenanceHouses() {
  return useQuery(maintenanceHousesQuery(useApiClient(), useContentLanguage()));
}
