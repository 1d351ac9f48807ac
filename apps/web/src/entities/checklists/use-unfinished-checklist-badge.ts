import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useChecklistEntries } from './api/get-checklist-entries.ts';
import { useChecklists } from './api/get-checklists.ts';

type CountUnfinished = typeof import('./unfinished-count.ts').unfinishedCount;

let counting: Promise<CountUnfinished> | null = null;

/**
 * The checklists' rules (packages/domain) load after the first paint: the navigation shows its badge from
 * its first paint, with 0 until they are there, as while the lists load (issue #20).
 */
function loadCounting(): Promise<CountUnfinished> {
  counting ??= import('./unfinished-count.ts').then(({ unfinishedCount }) => unfinishedCount);
  return counting;
}

/**
 * §2.3's red badge: the unticked tasks of the checklists that apply now (0 while loading or failed), with
 * what it counts in words for screen readers. The same two queries as the checklists screen (shared cache).
 */
export function useUnfinishedChecklistBadge(): { count: number; label: string } {
  const { t } = useTranslation();
  const { user } = useConnection();
  const checklists = useChecklists();
  const entries = useChecklistEntries();
  const [countUnfinished, setCountUnfinished] = useState<CountUnfinished | null>(null);
  useEffect(() => {
    let current = true;
    void loadCounting().then((loaded) => {
      if (current) setCountUnfinished(() => loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  const count = useMemo(
    () =>
      countUnfinished === null || user === null || checklists.data === undefined || entries.data === undefined
        ? 0
        : countUnfinished(checklists.data, entries.data, user.acf, new Date()),
    [countUnfinished, user, checklists.data, entries.data],
  );
  return {
    count,
    label:
      count === 1 ? t('layout:checklistBadge.one', { count }) : t('layout:checklistBadge.other', { count }),
  };
}
