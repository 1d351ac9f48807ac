import { PAGE_SIZE_NEWS } from '@campus/domain/constants';
import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { contentPageOf, contentPaging, type ContentPage } from './content-pages.ts';
import { contentKeys } from './news-keys.ts';

/**
 * Spec §7, §9: GET /wp/v2/posts, language, 20 per page (the server puts sticky news first); with `houseId`
 * the news of that house (§2.6, `tax-house`). X-WP-TotalPages says whether there is a next page.
 */
export async function getNewsPage(
  api: ApiClient,
  language: Language,
  houseId: number | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<ContentPage<Post>> {
  const response = await callListEndpoint(api, 'GET /wp/v2/posts', {
    query: {
      page,
      per_page: PAGE_SIZE_NEWS,
      wpml_language: language,
      'tax-house': houseId === undefined ? undefined : [houseId],
    },
    signal,
  });
  return contentPageOf(response.data, page, response.headers);
}

/**
 * The campus news, or one house's with `houseId`, page by page ('More' loads the next): every item is
 * reachable whatever the total, and the pages already read stay as they are.
 */
export const newsListQuery = (api: ApiClient, language: Language, houseId?: number) =>
  infiniteQueryOptions({
    queryKey:
      houseId === undefined ? contentKeys.newsList(language) : contentKeys.houseNews(language, houseId),
    queryFn: ({ pageParam, signal }) => getNewsPage(api, language, houseId, pageParam, signal),
    ...contentPaging,
  });

/** The campus news list, or the news of one house when `houseId` is given (one hook for both lists). */
export function useNewsOf(houseId: number | undefined) {
  return useInfiniteQuery(newsListQuery(useApiClient(), useContentLanguage(), houseId));
}
