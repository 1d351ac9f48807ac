import type { Page } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { resolvePagePath } from '../resolve-page-path.ts';
import { pagesKeys } from './pages-keys.ts';

/**
 * GET /wp/v2/pages with every slug of the path at once (`slug=a,b,c`, WordPress's list form): one request
 * per page view; the chain of parents is checked here. Resolves to the pages root first, or null.
 */
export async function getPageByPath(
  api: ApiClient,
  language: Language,
  slugs: readonly string[],
  signal?: AbortSignal,
): Promise<Page[] | null> {
  const response = await callListEndpoint(api, 'GET /wp/v2/pages', {
    query: { slug: [...new Set(slugs)], per_page: 100, wpml_language: language },
    signal,
  });
  return resolvePagePath(response.data, slugs);
}

export const pageByPathQuery = (api: ApiClient, language: Language, slugs: readonly string[]) =>
  queryOptions({
    queryKey: pagesKeys.byPath(language, slugs),
    queryFn: ({ signal }) => getPageByPath(api, language, slugs, signal),
  });

export function usePageByPath(slugs: readonly string[]) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  return useQuery(pageByPathQuery(useApiClient(), language, slugs));
}
