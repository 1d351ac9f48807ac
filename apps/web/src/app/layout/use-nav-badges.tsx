import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import type { ChecklistBadge } from './checklist-badge-source.tsx';
import type { NavBadges } from './main-nav.tsx';

const AfterFirstPaintWork = lazy(() => import('./after-first-paint-work.tsx'));

/**
 * The navigation's red marks (spec §2.3): the count of unfinished checklist tasks, on My checklists on
 * wide screens and on Profile on phones (where My checklists is reached from the profile hub), and a dot on
 * Notifications while some are unread. `source` must be rendered (it renders nothing) for the counts to
 * arrive. Their code and queries start once the shell has been painted, not in the middle of the first
 * screen's work (issue #31): the marks read 0 until then, as while their lists load. `source` also sends
 * the problem reports kept while offline (after-first-paint-work.tsx).
 */
export function useNavBadges(wide: boolean): { badges: NavBadges; source: ReactNode } {
  const { t } = useTranslation();
  const [checklists, setChecklists] = useState<ChecklistBadge>(() => ({
    count: 0,
    label: t('layout:checklistBadge.other', { count: 0 }),
  }));
  const [unread, setUnread] = useState(0);
  const notifications = { count: unread, label: t('layout:unreadNotifications'), dot: true };
  const painted = useAfterFirstPaint();
  const source = painted && (
    <Suspense fallback={null}>
      <AfterFirstPaintWork onChecklists={setChecklists} onUnread={setUnread} />
    </Suspense>
  );
  return {
    badges: wide
      ? { '/profile/checklists': checklists, '/notifications': notifications }
      : { '/profile': checklists, '/notifications': notifications },
    source,
  };
}
