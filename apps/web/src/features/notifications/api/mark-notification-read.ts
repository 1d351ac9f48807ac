import type { Notification } from '@campus/domain/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import type { Inbox } from '../../../entities/notifications/api/get-notifications.ts';
import { notificationsKeys } from '../../../entities/notifications/api/notifications-keys.ts';

/** PUT /acf/v3/notification/{id} with acf{state:'read'} (spec §7): the person's own copy, else a 404. */
export async function markNotificationRead(api: ApiClient, id: number): Promise<Notification> {
  const response = await callEndpoint(api, 'PUT /acf/v3/notification/{id}', {
    params: { id },
    body: { acf: { state: 'read' } },
    fullReplacement: true,
  });
  return response.data;
}

/** The inbox with `saved` (the server's answer) in place of its copy, and the unread count it implies. */
export function mirrorSaved(inbox: Inbox, saved: Notification): Inbox {
  const before = inbox.items.find((item) => item.id === saved.id);
  if (before === undefined) return inbox;
  const change = before.acf.state === saved.acf.state ? 0 : saved.acf.state === 'read' ? -1 : 1;
  return {
    items: inbox.items.map((item) =>
      item.id === saved.id ? { ...item, acf: { ...item.acf, state: saved.acf.state } } : item,
    ),
    unread: Math.max(0, inbox.unread + change),
  };
}

/**
 * §4: "unread becomes read when the user opens it. The read update is sent to the server and then mirrored
 * locally" — the item and the unread count change once the server has answered, never before; a failed
 * update leaves the item unread (§8: logged, no message).
 */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(api, id),
    onSuccess: async (saved) => {
      const queryKey = notificationsKeys.inbox(language);
      // A fetch that left before the update may carry the item as unread: it must not land after it. It
      // is cancelled, and asked again once the update is in place (it may bring a new notification).
      const inFlight = queryClient.isFetching({ queryKey }) > 0;
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<Inbox>(queryKey, (inbox) =>
        inbox === undefined ? inbox : mirrorSaved(inbox, saved),
      );
      if (inFlight) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
