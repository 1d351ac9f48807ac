import { PAGE_SIZE_NEWS } from '@campus/domain/constants';
import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { expectList } from '../../lib/api/expect-list.ts';
import { contentKeys } from './news-keys.ts';
import { useContentLanguage } from './use-content-language.ts';

/** Spec §7: GET /wp/v2/posts, language, per_page 20; the server puts sticky news first. */
export async function fetchNewsList(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<Post[]> {
  const response = await api.request<Post[]>('/wp/v2/posts', {
    query: { per_page: PAGE_SIZE_NEWS, wpml_language: language },
    signal,
  });
  return expectList<Post>(response.data, '/wp/v2/posts');
}

export const newsListQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: contentKeys.newsList(language),
    queryFn: ({ signal }) => fetchNewsList(api, language, signal),
  });

export function useNewsList() {
  return useQuery(newsListQuery(useApiClient(), useContentLanguage()));
}
