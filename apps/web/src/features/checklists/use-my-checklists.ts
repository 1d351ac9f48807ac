import { campusDay } from '@campus/domain/checklist';
import { useMemo } from 'react';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { useChecklistEntries } from '../../entities/checklists/api/get-checklist-entries.ts';
import { useChecklists } from '../../entities/checklists/api/get-checklists.ts';
import { checklistViews, type ChecklistView } from '../../entities/checklists/checklist-views.ts';

export interface MyChecklists {
  /** Empty while loading or failed. */
  views: ChecklistView[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The signed-in person's checklists with their progress, today on the campus (Europe/Paris): for the
 * checklists screen, the news page's prompt and the navigation badge — one pair of queries shared by all.
 */
export function useMyChecklists(): MyChecklists {
  const { user } = useConnection();
  const checklists = useChecklists();
  const entries = useChecklistEntries();
  const today = campusDay(new Date());
  const views = useMemo(
    () =>
      user === null || checklists.data === undefined || entries.data === undefined
        ? []
        : checklistViews(checklists.data, entries.data, user.acf, today),
    [user, checklists.data, entries.data, today],
  );
  return {
    views,
    isPending: user === null || checklists.isPending || entries.isPending,
    isError: checklists.isError || entries.isError,
    refetch: () => {
      if (checklists.isError) void checklists.refetch();
      if (entries.isError) void entries.refetch();
    },
  };
}
