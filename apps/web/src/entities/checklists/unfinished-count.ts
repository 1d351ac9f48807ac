import { campusDay, type Checklist, type ChecklistEntry, type Stay } from '@campus/domain/checklist';
import { checklistViews, unfinishedItemCount } from './checklist-views.ts';

/** §2.3's badge count at `now`: the unticked tasks of the checklists that apply today on the campus. */
export function unfinishedCount(
  checklists: readonly Checklist[],
  entries: readonly ChecklistEntry[],
  stay: Stay,
  now: Date,
): number {
  return unfinishedItemCount(checklistViews(checklists, entries, stay, campusDay(now)));
}
