import { useEffect } from 'react';
import { useUnfinishedChecklistBadge } from '../../entities/checklists/use-unfinished-checklist-badge.ts';

export type ChecklistBadge = ReturnType<typeof useUnfinishedChecklistBadge>;

/**
 * Renders nothing: reads the checklists' badge (§2.3) and hands it to the shell. A component of its own so
 * that the checklists' queries and rules load after the first paint (issue #20); the badge reads 0 until then,
 * as while the lists load.
 */
export function ChecklistBadgeSource({ onChange }: { onChange: (badge: ChecklistBadge) => void }) {
  const { count, label } = useUnfinishedChecklistBadge();
  useEffect(() => {
    onChange({ count, label });
  }, [onChange, count, label]);
  return null;
}
