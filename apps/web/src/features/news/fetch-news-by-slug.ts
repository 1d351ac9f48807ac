import type { Post } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { expectList } from '../../lib/api/expect-list.ts';
import { contentKeys } from './news-keys.ts';
import { useContentLanguage } from './use-content-language.ts';

/**
 * Spec §4 "News detail": a news item not in cache is fetched by slug; exactly one result is the item,
 * anything else (none, several, an error) is "not found" (null).
 */
export async function fetchNewsBySlug(
  api: ApiClient,
  language: Language,
  slug: string,
  signal?: AbortSignal,
): Promise<Post | null> {
  try {
    const response = await api.request<Post[]>('/wp/v2/posts', {
      query: { slug, wpml_language: language },
      signal,
    });
    const posts = expectList<Post>(response.data, '/wp/v2/posts');
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
    queryFn: ({ signal }) => fetchNewsBySlug(api, language, slug, signal),
    // Opened from the list: the item is already in the list's cache, no request needed.
    initialData: () =>
      queryClient.getQueryData<Post[]>(contentKeys.newsList(language))?.find((post) => post.slug === slug),
  });

export function useNewsBySlug(slug: string) {
  const queryClient = useQueryClient();
  return useQuery(newsBySlugQuery(useApiClient(), queryClient, useContentLanguage(), slug));
}
