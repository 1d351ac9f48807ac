import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { calendarFeedKey } from './calendar-feed-keys.ts';

/** DELETE /portal/v1/calendar-feed: revokes the feed; subscribed calendars get nothing more from it. */
export function useRevokeCalendarFeed() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await callEndpoint(api, 'DELETE /portal/v1/calendar-feed', {});
    },
    onSuccess: () => {
      queryClient.setQueryData(calendarFeedKey, null);
    },
  });
}
