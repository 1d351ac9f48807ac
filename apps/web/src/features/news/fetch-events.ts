import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api/api-client.ts';
import { useApiClient } from '../../lib/api/api-client-context.tsx';
import { expectList } from '../../lib/api/expect-list.ts';
import { contentKeys } from './news-keys.ts';
import { useContentLanguage } from './use-content-language.ts';

/** Spec §7: GET /wp/v2/event, order asc by start, per_page 100 (the server keeps only visible events). */
export async function fetchEvents(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<EventPost[]> {
  const response = await api.request<EventPost[]>('/wp/v2/event', {
    query: { order: 'asc', orderby: 'start', per_page: PAGE_SIZE_DEFAULT, wpml_language: language },
    signal,
  });
  return expectList<EventPost>(response.data, '/wp/v2/event');
}

export const eventsQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: contentKeys.events(language),
    queryFn: ({ signal }) => fetchEvents(api, language, signal),
  });

export function useEvents() {
  return useQuery(eventsQuery(useApiClient(), useContentLanguage()));
}
