import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { EventPeriod, EventPost } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../use-content-language.ts';
import { contentPageOf, contentPaging, type ContentPage } from './content-pages.ts';
import { contentKeys } from './news-keys.ts';

/**
 * The coming events by start (what a resident can still attend, first), the past ones most recent first:
 * each list pages on its own, so the coming ones never wait behind years of past events.
 */
const ORDER_OF: Readonly<Record<EventPeriod, 'asc' | 'desc'>> = { upcoming: 'asc', past: 'desc' };

/**
 * Spec §7: GET /wp/v2/event, ordered by start, per_page 100 (the server keeps only the events the person
 * may see); one page of the coming or past events (`period`), of one house with `houseId` (§2.6).
 */
export async function getEventsPage(
  api: ApiClient,
  language: Language,
  { period, houseId }: { period: EventPeriod; houseId: number | undefined },
  page: number,
  signal?: AbortSignal,
): Promise<ContentPage<EventPost>> {
  const response = await callListEndpoint(api, 'GET /wp/v2/event', {
    query: {
      period,
      order: ORDER_OF[period],
      orderby: 'start',
      page,
      per_page: PAGE_SIZE_DEFAULT,
      wpml_language: language,
      'tax-house': houseId === undefined ? undefined : [houseId],
    },
    signal,
  });
  return contentPageOf(response.data, page, response.headers);
}

/** The coming or past events, of the campus or of one house, page by page ('More' loads the next). */
export const eventsQuery = (api: ApiClient, language: Language, period: EventPeriod, houseId?: number) =>
  infiniteQueryOptions({
    queryKey:
      houseId === undefined
        ? contentKeys.eventList(language, period)
        : contentKeys.houseEvents(language, houseId, period),
    queryFn: ({ pageParam, signal }) => getEventsPage(api, language, { period, houseId }, pageParam, signal),
    ...contentPaging,
  });

/** The coming or past events the person may see, or those of one house when `houseId` is given. */
export function useEventsOf(period: EventPeriod, houseId: number | undefined) {
  return useInfiniteQuery(eventsQuery(useApiClient(), useContentLanguage(), period, houseId));
}
