/**
 * What the screens show of the stay checklists (spec §2.14, §4 Checklist): each checklist with the person's
 * progress, the window it applies in, and the derived states — todo or done, days left, suggested on the
 * news page — all from packages/domain's rules, so the screens and the server agree.
 */
import {
  daysLeft,
  entryStatus,
  isActive,
  isSuggested,
  mergeTasks,
  validityWindow,
  type Checklist,
  type ChecklistEntry,
  type EntryStatus,
  type EntryTask,
  type Stay,
  type ValidityWindow,
} from '@campus/domain/checklist';

export interface ChecklistView {
  checklist: Checklist;
  /** The person's entry; null until the entry flow has created it (§7). */
  entry: ChecklistEntry | null;
  /** The checklist's tasks in its order and language, ticked as the entry says. */
  tasks: EntryTask[];
  status: EntryStatus;
  window: ValidityWindow | null;
  active: boolean;
  /** Days until the window ends (0 on its last day); null without a window. */
  daysLeft: number | null;
  /** Shown beside the news list (§4): undone, active, started at most 30 days ago. */
  suggested: boolean;
}

export function checklistView(
  checklist: Checklist,
  entry: ChecklistEntry | null,
  stay: Stay,
  today: string,
): ChecklistView {
  const tasks = mergeTasks(checklist.acf.checklist_tasks, entry?.acf.entry_checklist_tasks ?? []);
  const status = entryStatus(tasks);
  const window = validityWindow(checklist.acf, stay);
  return {
    checklist,
    entry,
    tasks,
    status,
    window,
    active: window !== null && isActive(window, today),
    daysLeft: window === null ? null : daysLeft(window, today),
    suggested: window !== null && isSuggested(window, today, status),
  };
}

/** Every checklist with the person's entry of it (entries name their checklist by post_id). */
export function checklistViews(
  checklists: readonly Checklist[],
  entries: readonly ChecklistEntry[],
  stay: Stay,
  today: string,
): ChecklistView[] {
  const entryOf = new Map(entries.map((entry) => [entry.post_id, entry]));
  return checklists.map((checklist) =>
    checklistView(checklist, entryOf.get(checklist.id) ?? null, stay, today),
  );
}

/**
 * §2.12 /profile/checklists: 'todo' is what applies now and is not done; 'done' every checklist the person
 * finished, even once its window has passed (a record of what they did).
 */
export function todoAndDone(views: readonly ChecklistView[]): {
  todo: ChecklistView[];
  done: ChecklistView[];
} {
  return {
    todo: views.filter((view) => view.active && view.status !== 'done'),
    done: views.filter((view) => view.status === 'done'),
  };
}

/** §2.3's red badge: the tasks still unticked in the checklists that apply now. */
export function unfinishedItemCount(views: readonly ChecklistView[]): number {
  return todoAndDone(views).todo.reduce(
    (count, view) => count + view.tasks.filter((task) => !task.value).length,
    0,
  );
}

/** The entry with some tasks ticked or unticked, its status following (§4), as the screen shows it at once. */
export function withTicks(entry: ChecklistEntry, ticks: Readonly<Record<string, boolean>>): ChecklistEntry {
  const known = new Set(entry.acf.entry_checklist_tasks.map((task) => task.unique_id));
  // A task the checklist gained after the entry was created is added, as the server does when it saves.
  const added = Object.keys(ticks)
    .filter((key) => !known.has(key))
    .map((key) => ({ unique_id: key, title: '', value: false }));
  const tasks = [...entry.acf.entry_checklist_tasks, ...added].map((task) => ({
    ...task,
    value: ticks[task.unique_id] ?? task.value,
  }));
  return {
    ...entry,
    acf: { ...entry.acf, entry_checklist_tasks: tasks, entry_checklist_status: entryStatus(tasks) },
  };
}

/** The view with some tasks ticked or unticked and its status following, for the screen's own ticks. */
export function viewWithTicks(view: ChecklistView, ticks: Readonly<Record<string, boolean>>): ChecklistView {
  const tasks = view.tasks.map((task) => ({ ...task, value: ticks[task.unique_id] ?? task.value }));
  return { ...view, tasks, status: entryStatus(tasks) };
}
