import type { EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { findLoadedItem } from './content-pages.ts';
import { contentKeys } from './news-keys.ts';

/**
 * An event by its slug (GET /wp/v2/event?slug=…): the server answers only an event the person may see, so
 * none is "not found" (null), as an event of another house is.
 */
export async function getEventBySlug(
  api: ApiClient,
  language: Language,
  slug: string,
  signal?: AbortSignal,
): Promise<EventPost | null> {
  const response = await callListEndpoint(api, 'GET /wp/v2/event', {
    query: { slug, wpml_language: language },
    signal,
  });
  const events = response.data;
  return events.length === 1 ? (events[0] ?? null) : null;
}

export const eventBySlugQuery = (
  api: ApiClient,
  queryClient: QueryClient,
  language: Language,
  slug: string,
) =>
  queryOptions({
    queryKey: contentKeys.eventBySlug(language, slug),
    queryFn: ({ signal }) => getEventBySlug(api, language, slug, signal),
    // Opened from a list (coming or past, the campus's or a house's, whatever page it was on): the event is
    // in that list's cache, no request needed; a deep link or a list not loaded that far asks for it.
    initialData: () => findLoadedItem<EventPost>(queryClient, contentKeys.events(language), slug),
  });

export function useEventBySlug(slug: string) {
  const queryClient = useQueryClient();
  return useQuery(eventBySlugQuery(useApiClient(), queryClient, useContentLanguage(), slug));
}
