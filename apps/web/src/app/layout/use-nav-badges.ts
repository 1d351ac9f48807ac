import { useTranslation } from 'react-i18next';
import { useUnfinishedChecklistBadge } from '../../lib/checklists/use-unfinished-checklist-badge.ts';
import { useUnreadNotifications } from '../../lib/notifications/use-unread-notifications.ts';
import type { NavBadges } from './main-nav.tsx';

/**
 * The navigation's red marks (spec §2.3): the count of unfinished checklist tasks, on My checklists on
 * wide screens and on Profile on phones (where My checklists is reached from the profile hub), and a dot on
 * Notifications while some are unread.
 */
export function useNavBadges(wide: boolean): NavBadges {
  const { t } = useTranslation();
  const checklists = useUnfinishedChecklistBadge();
  const notifications = { count: useUnreadNotifications(), label: t('notifications.dot'), dot: true };
  return wide
    ? { '/profile/checklists': checklists, '/notifications': notifications }
    : { '/profile': checklists, '/notifications': notifications };
}
