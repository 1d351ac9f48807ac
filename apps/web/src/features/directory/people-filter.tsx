import type { DirectoryTagGroup } from '@campus/domain/directory-user';
import { useState } from 'react';
import { useTagGroups } from './api/get-tag-groups.ts';
import { FilterButton } from './filter-button.tsx';
import { FilterPanel } from './filter-panel.tsx';
import {
  activeFilterCount,
  filterPanelReducer,
  selectedTagIds,
  type FilterPanelEvent,
  type PanelView,
} from './filter-panel-machine.ts';
import './directory.css';

/** The chosen child of each group among the tag ids (group id → tag id). */
function selectionOf(
  groups: readonly DirectoryTagGroup[],
  tagIds: readonly number[],
): Record<number, number> {
  const selected: Record<number, number> = {};
  for (const group of groups) {
    const child = group.children.find((candidate) => tagIds.includes(candidate.id));
    if (child !== undefined) selected[group.id] = child.id;
  }
  return selected;
}

/**
 * The directory's filter panel for a list whose tag ids live elsewhere (the user search keeps them in its
 * URL, §2.11): the panel's views are its own, the selection is read from and written to `tagIds`. Tags
 * outside the three groups (a committee's, from a see-all link) are kept as they are.
 */
export function PeopleFilter({
  tagIds,
  onChange,
  initiallyOpen,
}: {
  tagIds: readonly number[];
  onChange: (tagIds: number[]) => void;
  initiallyOpen: boolean;
}) {
  const groups = useTagGroups().data ?? [];
  const [view, setView] = useState<PanelView>(initiallyOpen ? { name: 'groupList' } : { name: 'closed' });
  const state = { view, selected: selectionOf(groups, tagIds) };
  const dispatch = (event: FilterPanelEvent) => {
    const next = filterPanelReducer(state, event);
    setView(next.view);
    const grouped = new Set(groups.flatMap((group) => group.children.map((child) => child.id)));
    const others = tagIds.filter((id) => !grouped.has(id));
    const chosen = [...others, ...selectedTagIds(next)];
    const unchanged = chosen.length === tagIds.length && chosen.every((id) => tagIds.includes(id));
    if (!unchanged) onChange(chosen);
  };
  return (
    <div className="people-filter">
      {view.name === 'closed' && (
        <FilterButton
          activeFilters={activeFilterCount(state)}
          expanded={false}
          onClick={() => {
            dispatch({ type: 'open' });
          }}
        />
      )}
      <FilterPanel state={state} dispatch={dispatch} />
    </div>
  );
}
