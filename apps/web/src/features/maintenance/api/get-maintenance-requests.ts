import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { MaintenanceRequest } from '@campus/domain/maintenance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { maintenanceKeys } from '../../../entities/maintenance/api/maintenance-keys.ts';

export const MAINTENANCE_PAGE_SIZE = 20;

export interface MaintenancePage {
  items: MaintenanceRequest[];
  total: number;
  totalPages: number;
}

const count = (headers: Headers, name: string): number => {
  const value = Number(headers.get(name) ?? '');
  return Number.isInteger(value) && value >= 0 ? value : 0;
};

/** GET /portal/v1/maintenance-requests: one page of the person's own and followed requests, newest first. */
export async function getMaintenanceRequests(
  api: ApiClient,
  language: Language,
  page: number,
  signal?: AbortSignal,
): Promise<MaintenancePage> {
  const response = await callListEndpoint(api, 'GET /portal/v1/maintenance-requests', {
    query: { wpml_language: language, page, per_page: MAINTENANCE_PAGE_SIZE, state: 'all' },
    signal,
  });
  return {
    items: response.data,
    total: count(response.headers, TOTAL_HEADER),
    totalPages: Math.max(1, count(response.headers, TOTAL_PAGES_HEADER)),
  };
}

export const maintenanceRequestsQuery = (api: ApiClient, language: Language, page: number) =>
  queryOptions({
    queryKey: maintenanceKeys.list(language, page),
    queryFn: ({ signal }) => getMaintenanceRequests(api, language, page, signal),
    placeholderData: keepPreviousData,
    // The statuses move with the team's answers: asked again on every visit.
    staleTime: 0,
  });

export function useMaintenanceRequests(page: number) {
  return useQuery(maintenanceRequestsQuery(useApiClient(), useContentLanguage(), page));
}
