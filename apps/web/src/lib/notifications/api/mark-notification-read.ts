import { NotificationSchema, type Notification } from '@campus/domain/notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { expectShape, type WireShape } from '../../api/expect-shape.ts';
import { useContentLanguage } from '../../i18n/content-language.ts';
import type { Inbox } from './get-notifications.ts';
import { notificationsKeys } from './notifications-keys.ts';

const notificationShape: WireShape<Notification> = { schema: NotificationSchema };

/** PUT /acf/v3/notification/{id} with acf{state:'read'} (spec §7). */
export async function markNotificationRead(api: ApiClient, id: number): Promise<Notification> {
  const path = `/acf/v3/notification/${String(id)}`;
  const response = await api.request(path, {
    method: 'PUT',
    body: { acf: { state: 'read' } },
    fullReplacement: true,
  });
  return expectShape(notificationShape, response.data, path);
}

/**
 * §4: "unread becomes read when the user opens it. The read update is sent to the server and then mirrored
 * locally" — the item and the unread count change once the server has it.
 */
export function useMarkNotificationRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  return useMutation({
    mutationFn: (id: number) => markNotificationRead(api, id),
    onSuccess: (_saved, id) => {
      queryClient.setQueryData<Inbox>(notificationsKeys.inbox(language), (inbox) => {
        if (inbox === undefined) return inbox;
        const wasUnread = inbox.items.some((item) => item.id === id && item.acf.state === 'unread');
        return {
          items: inbox.items.map((item) =>
            item.id === id ? { ...item, acf: { ...item.acf, state: 'read' as const } } : item,
          ),
          unread: wasUnread ? Math.max(0, inbox.unread - 1) : inbox.unread,
        };
      });
    },
  });
}
