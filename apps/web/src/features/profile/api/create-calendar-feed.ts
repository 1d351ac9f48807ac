import { CALENDAR_FEED_PATH } from '@campus/domain/calendar';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { calendarFeedKey, calendarFeedShape } from './calendar-feed-keys.ts';

/** POST /portal/v1/calendar-feed: a new feed, whose URL this answer alone carries; the old one stops working. */
export function useCreateCalendarFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      expectShape(
        calendarFeedShape,
        (await api.request(CALENDAR_FEED_PATH, { method: 'POST' })).data,
        CALENDAR_FEED_PATH,
      ),
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey, feed);
    },
  });
}
