import { useEffect } from 'react';
import { useUnreadNotifications } from '../../entities/notifications/use-unread-notifications.ts';

/**
 * Renders nothing: reads the unread notifications count (§2.3's red dot) and hands it to the shell. A
 * component of its own, like the checklists' badge source, so that the inbox's query and schemas load after
 * the first paint (issue #20's /news budget); the dot stays off until then, as while the inbox loads.
 */
export function UnreadNotificationsSource({ onChange }: { onChange: (unread: number) => void }) {
  const unread = useUnreadNotifications();
  useEffect(() => {
    onChange(unread);
  }, [onChange, unread]);
  return null;
}
