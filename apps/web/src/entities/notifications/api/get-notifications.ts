import type { Language } from '@campus/domain/locale';
import { UNREAD_COUNT_HEADER, type Notification } from '@campus/domain/notification';
import { TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callListEndpoint } from '../../../lib/api/call-endpoint.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { usePortalConfig } from '../../../lib/portal-config-context.tsx';
import { onPushReceived } from '../../../lib/push/push-received.ts';
import { notificationsKeys } from './notifications-keys.ts';
/** §9: pages of 100. */
const PAGE_SIZE = 100;
/** An inbox longer than this many pages of 100 shows its newest 500: older ones are history. */
const MAX_PAGES = 5;

export interface Inbox {
  /** Newest first. */
  items: Notification[];
  /** The unread count over the whole inbox, as the server counts it (X-WP-Unread). */
  unread: number;
}

/** A count header as a whole number ≥ 0, or null when absent or garbled. */
function countHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/** GET /wp/v2/notification (spec §7): the person's own notifications, newest first, with the unread count. */
export async function getNotifications(
  api: ApiClient,
  language: Language,
  signal?: AbortSignal,
): Promise<Inbox> {
  const items: Notification[] = [];
  let unread: number | null = null;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const response = await callListEndpoint(api, 'GET /wp/v2/notification', {
      query: { wpml_language: language, per_page: PAGE_SIZE, page },
      signal,
    });
    items.push(...response.data);
    if (page === 1) unread = countHeader(response.headers, UNREAD_COUNT_HEADER);
    if (page >= (countHeader(response.headers, TOTAL_PAGES_HEADER) ?? 1)) break;
  }
  // Without the server's count (it counts every page), the unread ones received are the best guess.
  return { items, unread: unread ?? items.filter((item) => item.acf.state === 'unread').length };
}

/** The inbox query, shared by the layout's red dot, the screen and the route's prefetch. */
export const notificationsQuery = (api: ApiClient, language: Language) =>
  queryOptions({
    queryKey: notificationsKeys.inbox(language),
    queryFn: ({ signal }) => getNotifications(api, language, signal),
    staleTime: 30_000,
  });

/**
 * §4 Notifications: the inbox, fetched again every `refreshMs` (§9's 5 minutes, from the portal
 * configuration, so a test may shorten it), when the window regains focus (unlike the portal's other
 * queries), and at once when a push arrives (the §4 refresh flag).
 */
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
  return useQuery({
    ...notificationsQuery(useApiClient(), language),
    refetchInterval: notifications.refreshMs,
    refetchOnWindowFocus: true,
  });
}
