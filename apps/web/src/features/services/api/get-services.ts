import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { Language } from '@campus/domain/locale';
import type { ServicePage } from '@campus/domain/service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { resolveServicePath } from '../resolve-service-path.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { servicesKeys } from './services-keys.ts';

/**
 * GET /wp/v2/service?parent={parent} (§7: language, by menu_order): the services one level below `parent`
 * — 0 for the campus catalogue, a house main page id for that house's top level, a service id for its
 * child services.
 */
export async function getServicesByParent(
  api: ApiClient,
  language: Language,
  parent: number,
  signal?: AbortSignal,
): Promise<ServicePage[]> {
  const response = await callListEndpoint(api, 'GET /wp/v2/service', {
    query: { parent, per_page: PAGE_SIZE_DEFAULT, wpml_language: language },
    signal,
  });
  return response.data;
}

/**
 * GET /wp/v2/service?slug=a,b,c: every service carrying one of the path's slugs, in one request; the chain
 * of parents from `rootParent` is checked here. Resolves to the services root first, or null (not found).
 */
export async function getServicePath(
  api: ApiClient,
  language: Language,
  rootParent: number,
  slugs: readonly string[],
  signal?: AbortSignal,
): Promise<ServicePage[] | null> {
  const response = await callListEndpoint(api, 'GET /wp/v2/service', {
    query: { slug: [...new Set(slugs)], per_page: PAGE_SIZE_DEFAULT, wpml_language: language },
    signal,
  });
  return resolveServicePath(response.data, slugs, rootParent);
}

export const servicesByParentQuery = (api: ApiClient, language: Language, parent: number) =>
  queryOptions({
    queryKey: servicesKeys.byParent(language, parent),
    queryFn: ({ signal }) => getServicesByParent(api, language, parent, signal),
  });

export const servicePathQuery = (
  api: ApiClient,
  language: Language,
  rootParent: number,
  slugs: readonly string[],
) =>
  queryOptions({
    queryKey: servicesKeys.byPath(language, rootParent, slugs),
    queryFn: ({ signal }) => getServicePath(api, language, rootParent, slugs, signal),
  });

export function useServicesByParent(parent: number) {
  return useQuery(servicesByParentQuery(useApiClient(), useContentLanguage(), parent));
}

export function useServicePath(rootParent: number, slugs: readonly string[]) {
  return useQuery(servicePathQuery(useApiClient(), useContentLanguage(), rootParent, slugs));
}
