import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterPanelReducer,
  initialFilterPanelState,
  selectedTagIds,
  type FilterPanelEvent,
  type FilterPanelState,
} from './filter-panel-machine.ts';

const run = (...events: FilterPanelEvent[]): FilterPanelState =>
  events.reduce(filterPanelReducer, initialFilterPanelState);

describe('directory filter panel states (spec §2.9: closed, group list, group detail, reset)', () => {
  it('starts closed and opens on the group list', () => {
    expect(initialFilterPanelState.view).toEqual({ name: 'closed' });
    expect(run({ type: 'open' }).view).toEqual({ name: 'groupList' });
  });

  it('shows a group’s children when the group is chosen, and goes back to the list', () => {
    const detail = run({ type: 'open' }, { type: 'chooseGroup', groupId: 4 });
    expect(detail.view).toEqual({ name: 'groupDetail', groupId: 4, search: '' });
    expect(filterPanelReducer(detail, { type: 'back' }).view).toEqual({ name: 'groupList' });
  });

  it('keeps one child tag per group (single-select) and toggles it off when chosen again', () => {
    const once = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 40 },
    );
    expect(once.view).toEqual({ name: 'groupList' });
    const replaced = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 40 },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 41 },
      { type: 'chooseGroup', groupId: 5 },
      { type: 'selectTag', groupId: 5, tagId: 50 },
    );
    expect(selectedTagIds(replaced)).toEqual([41, 50]);
    expect(activeFilterCount(replaced)).toBe(2);
    const toggled = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 40 },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 40 },
    );
    expect(activeFilterCount(toggled)).toBe(0);
  });

  it('records the child search only in group detail, and starts each group with an empty search', () => {
    const searched = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'search', text: 'éco' },
    );
    expect(searched.view).toEqual({ name: 'groupDetail', groupId: 4, search: 'éco' });
    expect(run({ type: 'open' }, { type: 'search', text: 'x' }).view).toEqual({ name: 'groupList' });
    const again = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'search', text: 'éco' },
      { type: 'back' },
      { type: 'chooseGroup', groupId: 4 },
    );
    expect(again.view).toEqual({ name: 'groupDetail', groupId: 4, search: '' });
  });

  it('Reset clears every filter and enters the reset state, from which groups can be chosen again', () => {
    const reset = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 40 },
      { type: 'reset' },
    );
    expect(reset).toEqual({ view: { name: 'reset' }, selected: {} });
    expect(filterPanelReducer(reset, { type: 'chooseGroup', groupId: 5 }).view.name).toBe('groupDetail');
  });

  it('closes from any state and keeps the filters', () => {
    const closed = run(
      { type: 'open' },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'selectTag', groupId: 4, tagId: 40 },
      { type: 'chooseGroup', groupId: 4 },
      { type: 'close' },
    );
    expect(closed).toEqual({ view: { name: 'closed' }, selected: { 4: 40 } });
    expect(filterPanelReducer(closed, { type: 'chooseGroup', groupId: 4 })).toBe(closed);
  });
});
