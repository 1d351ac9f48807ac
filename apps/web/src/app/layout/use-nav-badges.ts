import { useUnfinishedChecklistBadge } from '../../lib/checklists/use-my-checklists.ts';
import type { NavBadges } from './main-nav.tsx';

/**
 * The navigation's red counts (spec §2.3): the unfinished checklist tasks, on My checklists on wide
 * screens and on Profile on phones (where My checklists is reached from the profile hub).
 */
export function useNavBadges(wide: boolean): NavBadges {
  const checklists = useUnfinishedChecklistBadge();
  return wide ? { '/profile/checklists': checklists } : { '/profile': checklists };
}
