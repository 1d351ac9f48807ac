import type { ChecklistEntry } from '@campus/domain/checklist';
import { describe, expect, it } from 'vitest';
import { testChecklist } from '../../lib/testing/checklist-fixtures.ts';
import { checklistViews, todoAndDone, unfinishedItemCount, withTicks } from './checklist-views.ts';

const TODAY = '2026-11-23';
/** Arrived 4 days ago: the arrival checklist (7 days before to 45 after the stay start) applies. */
const STAY = { staystart: '20261119', staystop: '20270630' };

const arrival = testChecklist(1, 'Arrival', 3);
const departure = testChecklist(2, 'Departure', 2, {
  checklist_start_date: 'end_date',
  checklist_start_before_after: 'before',
  checklist_start_number: 30,
  checklist_end_date: 'end_date',
  checklist_end_before_after: 'after',
  checklist_end_number: 0,
});
const insurance = testChecklist(3, 'Insurance', 2, {
  checklist_start_date: 'fixe_date',
  checklist_start_fixe_date_choose: '01/10/2026',
  checklist_start_before_after: 'after',
  checklist_start_number: 0,
  checklist_end_date: 'fixe_date',
  checklist_end_fixe_date_choose: '31/12/2026',
  checklist_end_before_after: 'after',
  checklist_end_number: 0,
});

function entryOf(checklistId: number, values: boolean[], id = 100 + checklistId): ChecklistEntry {
  const tasks = values.map((value, index) => ({
    unique_id: `task-${String(index + 1)}`,
    title: `task ${String(index + 1)}`,
    value,
  }));
  return {
    id,
    title: { rendered: `ana.martin-${String(checklistId)}` },
    post_id: checklistId,
    status: 'publish',
    acf: {
      entry_checklist_user: 7,
      entry_checklist_post_id: checklistId,
      entry_checklist_valid_date: '',
      entry_checklist_end_valid_date: '',
      entry_checklist_tasks: tasks,
      entry_checklist_status: values.every(Boolean) ? 'done' : 'in_progress',
    },
  };
}

describe('the checklists as the screens show them (spec §2.14, §4 Checklist)', () => {
  it('pairs each checklist with its entry, and derives window, days left and suggestion', () => {
    const [first, second, third] = checklistViews(
      [arrival, departure, insurance],
      [entryOf(1, [true, false, false])],
      STAY,
      TODAY,
    );
    expect(first).toMatchObject({
      status: 'in_progress',
      window: { start: '2026-11-12', end: '2027-01-03' },
      active: true,
      daysLeft: 41,
      suggested: true,
    });
    expect(first?.tasks.map((task) => task.value)).toEqual([true, false, false]);
    // Not yet: the departure window opens 30 days before the stay end.
    expect(second).toMatchObject({ active: false, suggested: false, entry: null });
    // Begun 53 days ago: it applies, but is past the 30-day suggestion age.
    expect(third).toMatchObject({ active: true, suggested: false, daysLeft: 38 });
  });

  it('titles tasks in the checklist language, ticked by key, whatever the entry was created in', () => {
    const entry = entryOf(1, [false, true, false]);
    entry.acf.entry_checklist_tasks = entry.acf.entry_checklist_tasks.map((task) => ({
      ...task,
      title: `titre ${task.unique_id}`,
    }));
    const [view] = checklistViews([arrival], [entry], STAY, TODAY);
    expect(view?.tasks).toEqual([
      { unique_id: 'task-1', title: 'Arrival task 1', value: false },
      { unique_id: 'task-2', title: 'Arrival task 2', value: true },
      { unique_id: 'task-3', title: 'Arrival task 3', value: false },
    ]);
  });

  it('sorts todo (applies now, not done) from done (done, even past its window)', () => {
    const pastStay = { staystart: '20250101', staystop: '20270630' };
    const views = checklistViews(
      [arrival, departure, insurance],
      [entryOf(1, [true, true, true]), entryOf(3, [false, true])],
      pastStay,
      TODAY,
    );
    const { todo, done } = todoAndDone(views);
    expect(todo.map((view) => view.checklist.id)).toEqual([3]);
    expect(done.map((view) => view.checklist.id)).toEqual([1]);
  });

  it('counts the unticked tasks of the checklists that apply now for the badge (§2.3)', () => {
    const views = checklistViews(
      [arrival, departure, insurance],
      [entryOf(1, [true, false, false])],
      STAY,
      TODAY,
    );
    // Arrival: 2 left; insurance, no entry yet: 2; departure does not apply yet.
    expect(unfinishedItemCount(views)).toBe(4);
    expect(
      unfinishedItemCount(checklistViews([arrival], [entryOf(1, [true, true, true])], STAY, TODAY)),
    ).toBe(0);
  });

  it('applies ticks at once with the status following, and adds a task the entry did not have', () => {
    const entry = entryOf(1, [true, true, false]);
    const done = withTicks(entry, { 'task-3': true });
    expect(done.acf.entry_checklist_status).toBe('done');
    const back = withTicks(done, { 'task-1': false });
    expect(back.acf.entry_checklist_status).toBe('in_progress');
    expect(back.acf.entry_checklist_tasks.map((task) => task.value)).toEqual([false, true, true]);
    const grown = withTicks(entry, { 'task-4': true });
    expect(grown.acf.entry_checklist_tasks.map((task) => [task.unique_id, task.value])).toContainEqual([
      'task-4',
      true,
    ]);
  });
});
