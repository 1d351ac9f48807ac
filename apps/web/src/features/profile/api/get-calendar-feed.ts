import type { CalendarFeed } from '@campus/domain/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { calendarFeedKey } from './calendar-feed-keys.ts';

/** GET /portal/v1/calendar-feed (issue #19): whether the person has a feed; its URL is never sent again. */
export async function getCalendarFeed(api: ApiClient, signal?: AbortSignal): Promise<CalendarFeed | null> {
  try {
    const response = await callEndpoint(api, 'GET /portal/v1/calendar-feed', { signal });
    return response.data;
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
