import { CALENDAR_FEED_PATH, type CalendarFeed } from '@campus/domain/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { calendarFeedKey, calendarFeedShape } from './calendar-feed-keys.ts';

/** GET /portal/v1/calendar-feed (issue #19): whether the person has a feed; its URL is never sent again. */
export async function getCalendarFeed(api: ApiClient, signal?: AbortSignal): Promise<CalendarFeed | null> {
  try {
    const response = await api.request(CALENDAR_FEED_PATH, { signal });
    return expectShape(calendarFeedShape, response.data, CALENDAR_FEED_PATH);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useCalendarFeed() {
  const api = useApiClient();
  return useQuery(
    queryOptions({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(api, signal) }),
  );
}
