import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectListOf } from '../../../lib/api/expect-shape.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { getEvents } from './get-events.ts';

import { contentKeys } from './news-keys.ts';
import { newsSchemas } from './news-schemas.ts';

const path = '/wp/v2/event';

/** GET /wp/v2/event?tax-house={id} (spec §2.6, §7: order asc by start, per_page 100): one house's events. */
export async function getHouseEvents(
  api: ApiClient,
  language: Language,
  houseId: number,
  signal?: AbortSignal,
): Promise<EventPost[]> {
  const response = await api.request(path, {
    query: {
      order: 'asc',
      orderby: 'start',
      per_page: PAGE_SIZE_DEFAULT,
      wpml_language: language,
      'tax-house': houseId,
    },
    signal,
  });
  return expectListOf(newsSchemas.event, response.data, path);
}

export const houseEventsQuery = (api: ApiClient, language: Language, houseId: number) =>
  queryOptions({
    queryKey: contentKeys.houseEvents(language, houseId),
    queryFn: ({ signal }) => getHouseEvents(api, language, houseId, signal),
  });

/** The events the person may see, or those of one house when `houseId` is given (one hook for both lists). */
export function useEventsOf(houseId: number | undefined) {
  const api = useApiClient();
  const language = useContentLanguage();
  return useQuery(
    queryOptions({
      queryKey:
        houseId === undefined ? contentKeys.events(language) : contentKeys.houseEvents(language, houseId),
      queryFn: ({ signal }) =>
        houseId === undefined
          ? getEvents(api, language, signal)
          : getHouseEvents(api, language, houseId, signal),
    }),
  );
}
