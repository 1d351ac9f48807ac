import { PAGE_SIZE_NEWS } from '@campus/domain/constants';
import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { getNewsList } from './get-news-list.ts';

import { contentKeys } from './news-keys.ts';
import { newsSchemas } from './news-schemas.ts';

const path = '/wp/v2/posts';

/** GET /wp/v2/posts?tax-house={id} (spec §2.6, §7: language, per_page 20): the news of one house. */
export async function getHouseNews(
  api: ApiClient,
  language: Language,
  houseId: number,
  signal?: AbortSignal,
): Promise<Post[]> {
  const response = await api.request(path, {
    query: { per_page: PAGE_SIZE_NEWS, wpml_language: language, 'tax-house': houseId },
    signal,
  });
  return expectListOf(newsSchemas.post, response.data, path);
}

export const houseNewsQuery = (api: ApiClient, language: Language, houseId: number) =>
  queryOptions({
    queryKey: contentKeys.houseNews(language, houseId),
    queryFn: ({ signal }) => getHouseNews(api, language, houseId, signal),
  });

/** The campus news list, or the news of one house when `houseId` is given (one hook for both lists). */
export function useNewsOf(houseId: number | undefined) {
  const api = useApiClient();
  const language = useContentLanguage();
  return useQuery(
    queryOptions({
      queryKey:
        houseId === undefined ? contentKeys.newsList(language) : contentKeys.houseNews(language, houseId),
      queryFn: ({ signal }) =>
        houseId === undefined
          ? getNewsList(api, language, signal)
          : getHouseNews(api, language, houseId, signal),
    }),
  );
}
