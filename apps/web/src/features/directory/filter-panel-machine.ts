/**
 * The directory filter panel of spec §2.9 as a state machine: closed, group list, group detail, reset.
 * One child tag per group (single-select); 'reset' is the group list right after the filters were cleared,
 * so the screen can say so. Pure, so every transition is tested without rendering.
 */
export type PanelView =
  | { name: 'closed' }
  | { name: 'groupList' }
  | { name: 'groupDetail'; groupId: number; search: string }
  | { name: 'reset' };

export interface FilterPanelState {
  view: PanelView;
  /** The chosen child tag of each group (group id → tag id). */
  selected: Readonly<Record<number, number>>;
}

export type FilterPanelEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'chooseGroup'; groupId: number }
  | { type: 'back' }
  | { type: 'search'; text: string }
  | { type: 'selectTag'; groupId: number; tagId: number }
  | { type: 'reset' };

export const initialFilterPanelState: FilterPanelState = { view: { name: 'closed' }, selected: {} };

export function filterPanelReducer(state: FilterPanelState, event: FilterPanelEvent): FilterPanelState {
  const { view } = state;
  switch (event.type) {
    case 'open':
      return view.name === 'closed' ? { ...state, view: { name: 'groupList' } } : state;
    case 'close':
      return { ...state, view: { name: 'closed' } };
    case 'chooseGroup':
      if (view.name !== 'groupList' && view.name !== 'reset') return state;
      return { ...state, view: { name: 'groupDetail', groupId: event.groupId, search: '' } };
    case 'back':
      return view.name === 'groupDetail' ? { ...state, view: { name: 'groupList' } } : state;
    case 'search':
      return view.name === 'groupDetail' ? { ...state, view: { ...view, search: event.text } } : state;
    case 'selectTag': {
      if (view.name !== 'groupDetail') return state;
      // Single-select: choosing the chosen tag again clears the group.
      const selected = Object.fromEntries(
        Object.entries(state.selected).filter(([groupId]) => Number(groupId) !== event.groupId),
      );
      if (state.selected[event.groupId] !== event.tagId) selected[event.groupId] = event.tagId;
      return { view: { name: 'groupList' }, selected };
    }
    case 'reset':
      return view.name === 'closed' ? { ...state, selected: {} } : { view: { name: 'reset' }, selected: {} };
  }
}

/** The selected tag ids, for filter[tax-tag] (a person must have all of them). */
export function selectedTagIds(state: FilterPanelState): number[] {
  return Object.values(state.selected).sort((a, b) => a - b);
}

/** How many filters are active: the Filter button's badge. */
export function activeFilterCount(state: FilterPanelState): number {
  return Object.keys(state.selected).length;
}
