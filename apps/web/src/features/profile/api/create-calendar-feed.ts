import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { calendarFeedKey } from './calendar-feed-keys.ts';

/** POST /portal/v1/calendar-feed: a new feed, whose URL this answer alone carries; the old one stops working. */
export function useCreateCalendarFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await callEndpoint(api, 'POST /portal/v1/calendar-feed', {})).data,
    onSuccess: (feed) => {
      queryClient.setQueryData(calendarFeedKey, feed);
    },
  });
}
