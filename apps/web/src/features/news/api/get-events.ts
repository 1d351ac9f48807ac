import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { contentKeys } from './news-keys.ts';
import { newsSchemas } from './news-schemas.ts';

const path = '/wp/v2/event';

/** Spec §7: GET /wp/v2/event, order asc by start, per_page 100 (the server keeps only visible events). */
export async function getEvents(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<EventPost[]> {
  const response = await api.request(path, {
    query: { order: 'asc', orderby: 'start', per_page: PAGE_SIZE_DEFAULT, wpml_language: language },
    signal,
  });
  return expectListOf(newsSchemas.event, response.data, path);
}

export const eventsQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: contentKeys.events(language),
    queryFn: ({ signal }) => getEvents(api, language, signal),
  });
