import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { findLoadedItem } from './content-pages.ts';
import { contentKeys } from './news-keys.ts';

/**
 * Spec §4 "News detail": a news item not in cache is fetched by slug; exactly one result is the item,
 * anything else (none, several, an error) is "not found" (null).
 */
export async function getNewsBySlug(
  api: ApiClient,
  language: Language,
  slug: string,
  signal?: AbortSignal,
): Promise<Post | null> {
  try {
    const response = await callListEndpoint(api, 'GET /wp/v2/posts', {
      query: { slug, wpml_language: language },
      signal,
    });
    const posts = response.data;
    return posts.length === 1 ? (posts[0] ?? null) : null;
  } catch (error) {
    // §8: a fetch error sets the not-found flag too; a cancellation is not an answer.
    if (signal?.aborted) throw error;
    return null;
  }
}

export const newsBySlugQuery = (api: ApiClient, queryClient: QueryClient, language: Language, slug: string) =>
  queryOptions({
    queryKey: contentKeys.newsBySlug(language, slug),
    queryFn: ({ signal }) => getNewsBySlug(api, language, slug, signal),
    // Opened from a list (the campus's or a house's, both under the list key, whatever page it was on):
    // the item is already in its cache, no request needed.
    initialData: () => findLoadedItem<Post>(queryClient, contentKeys.newsList(language), slug),
  });

export function useNewsBySlug(slug: string) {
  const queryClient = useQueryClient();
  return useQuery(newsBySlugQuery(useApiClient(), queryClient, useContentLanguage(), slug));
}
