import { useNotifications } from './api/get-notifications.ts';

/**
 * §2.3's red dot, on the Notifications nav item and the sidebar's bell: the person's unread count over the
 * whole inbox (0 while loading or failed). It shares the screen's query, so opening one updates the dot.
 */
export function useUnreadNotifications(): number {
  return useNotifications().data?.unread ?? 0;
}
