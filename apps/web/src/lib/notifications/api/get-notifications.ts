import type { Language } from '@campus/domain/locale';
import { NotificationSchema, UNREAD_COUNT_HEADER, type Notification } from '@campus/domain/notification';
import { TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { expectListOf, type WireShape } from '../../api/expect-shape.ts';
import { useContentLanguage } from '../../i18n/content-language.ts';
import { usePortalConfig } from '../../portal-config-context.tsx';
import { onPushReceived } from '../push-received.ts';
import { notificationsKeys } from './notifications-keys.ts';

const path = '/wp/v2/notification';
const notificationShape: WireShape<Notification> = { schema: NotificationSchema };
/** An inbox longer than this many pages of 100 shows its newest 500: older ones are history. */
const MAX_PAGES = 5;

export interface Inbox {
  /** Newest first. */
  items: Notification[];
  /** The unread count over the whole inbox, as the server counts it (X-WP-Unread). */
  unread: number;
}

/** GET /wp/v2/notification (spec §7): the person's own notifications, newest first, with the unread count. */
export async function getNotifications(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<Inbox> {
  const items: Notification[] = [];
  let unread = 0;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await api.request(path, {
      query: { wpml_language: language, per_page: 100, page },
      signal,
    });
    items.push(...expectListOf(notificationShape, response.data, path));
    if (page === 1) unread = Number(response.headers.get(UNREAD_COUNT_HEADER) ?? 0);
    if (page >= Number(response.headers.get(TOTAL_PAGES_HEADER) ?? 1)) break;
  }
  return { items, unread };
}

/**
 * §4 Notifications: fetched again every `refreshMs` (§9's 5 minutes, from the portal configuration), when
 * the window regains focus, and at once when a push arrives.
 */
export const notificationsQuery = (api: ApiClient, language: Language, refreshMs: number) =>
  queryOptions({
    queryKey: notificationsKeys.inbox(language),
    queryFn: ({ signal }) => getNotifications(api, language, signal),
    refetchInterval: refreshMs,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });

export function useNotifications() {
  const { notifications } = usePortalConfig();
  const language = useContentLanguage();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onPushReceived(() => {
        void queryClient.invalidateQueries({ queryKey: notificationsKeys.inbox(language) });
      }),
    [queryClient, language],
  );
  return useQuery(notificationsQuery(useApiClient(), language, notifications.refreshMs));
}

/** §2.3's red dot: the unread count (0 while loading or failed). */
export function useUnreadNotifications(): number {
  return useNotifications().data?.unread ?? 0;
}
