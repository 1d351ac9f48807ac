import { PAGE_SIZE_NEWS } from '@campus/domain/constants';
import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { contentKeys } from './news-keys.ts';
import { newsSchemas } from './news-schemas.ts';

const path = '/wp/v2/posts';

/** Spec §7: GET /wp/v2/posts, language, per_page 20; the server puts sticky news first. */
export async function getNewsList(api: ApiClient, language: Language, signal?: AbortSignal): Promise<Post[]> {
  const response = await api.request(path, {
    query: { per_page: PAGE_SIZE_NEWS, wpml_language: language },
    signal,
  });
  return expectListOf(newsSchemas.post, response.data, path);
}

export const newsListQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: contentKeys.newsList(language),
    queryFn: ({ signal }) => getNewsList(api, language, signal),
  });
