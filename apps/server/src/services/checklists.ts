/**
 * Stay checklists (spec §4 Checklist, §7 checklist entry flow). An entry is its owner's only: another
 * person's id answers as if it did not exist. The server derives what the client could get wrong or lie
 * about — the owner, the validity days (from the owner's stay dates and the checklist's rules, with the
 * same rule the web app uses) and the status (done when every task is ticked).
 */
import {
  entryStatus,
  mergeTasks,
  validityWindow,
  type Checklist,
  type ChecklistEntry,
} from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import { WpHttpError } from '@campus/domain/wp-error';
import {
  findChecklist,
  findEntryOf,
  findOwnEntry,
  insertEntry,
  listChecklists,
  listEntriesOf,
  updateEntryTasks,
  type ChecklistRow,
  type EntryRow,
} from '../db/checklists-repository.ts';
import type { Queryable } from '../db/db.ts';
import { findUserRecord } from '../db/users-repository.ts';

const noEntry = () => new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
const noChecklist = () => new WpHttpError(404, 'rest_checklist_invalid_id', 'Invalid checklist ID.');

function checklistView(row: ChecklistRow): Checklist {
  return {
    id: row.id,
    slug: row.slug,
    title: { rendered: row.acf.checklist_title },
    acf: row.acf,
    date: row.date,
    modified: row.modified,
    status: 'publish',
    type: 'checklist',
    lang: row.language,
  };
}

function entryView(row: EntryRow): ChecklistEntry {
  return {
    id: row.id,
    title: { rendered: row.title },
    post_id: row.post_id,
    status: 'publish',
    acf: {
      entry_checklist_user: row.user_id,
      entry_checklist_post_id: row.post_id,
      entry_checklist_valid_date: row.valid_date ?? '',
      entry_checklist_end_valid_date: row.end_valid_date ?? '',
      entry_checklist_tasks: row.tasks,
      entry_checklist_status: row.status,
    },
  };
}

/** GET /wp/v2/checklist: the checklists of a language. */
export async function checklistsIn(db: Queryable, language: Language): Promise<Checklist[]> {
  return (await listChecklists(db, language)).map(checklistView);
}

/**
 * GET /wp/v2/checklist_entries: with post_id, the caller's entry of that checklist as a list of 0 or 1;
 * without, all the caller's entries (one request for the navigation badge). Either way each entry names
 * its checklist by the id it has in the language asked, whichever language the entry was created in.
 */
export async function ownEntriesOf(
  db: Queryable,
  userId: number,
  query: { checklistId?: number | undefined; language: Language },
): Promise<ChecklistEntry[]> {
  if (query.checklistId === undefined) {
    return (await listEntriesOf(db, userId, query.language)).map(entryView);
  }
  const checklist = await findChecklist(db, query.checklistId);
  if (checklist === null) return [];
  const entry = await findEntryOf(db, userId, checklist.translation_group);
  return entry === null ? [] : [entryView({ ...entry, post_id: checklist.id })];
}

/**
 * POST /wp/v2/checklist_entries: the caller's entry of a checklist, created with the checklist's tasks
 * (ticked as the body says, by key), its validity days and its status; when the caller has one already
 * (a second tab, a retried request), that one is answered and `created` is false — never a duplicate.
 */
export async function createOwnEntry(
  db: Queryable,
  userId: number,
  checklistId: number,
  ticks: readonly { unique_id: string; value: boolean }[],
): Promise<{ entry: ChecklistEntry; created: boolean }> {
  const checklist = await findChecklist(db, checklistId);
  if (checklist === null) throw noChecklist();
  const user = await findUserRecord(db, userId);
  if (user === null) throw noChecklist();
  const tasks = mergeTasks(checklist.acf.checklist_tasks, ticks);
  const window = validityWindow(checklist.acf, user);
  const inserted = await insertEntry(db, {
    userId,
    checklistGroup: checklist.translation_group,
    postId: checklist.id,
    // §7: a title built from the username and the checklist id.
    title: `${user.username}-${String(checklist.id)}`,
    tasks,
    status: entryStatus(tasks),
    validDate: window?.start ?? null,
    endValidDate: window?.end ?? null,
  });
  if (inserted !== null) return { entry: entryView(inserted), created: true };
  const existing = await findEntryOf(db, userId, checklist.translation_group);
  if (existing === null) throw noChecklist();
  return { entry: entryView(existing), created: false };
}

/** PUT /acf/v3/checklist_entries/{id}: the caller ticks tasks of their own entry; the status follows. */
export async function tickOwnEntry(
  db: Queryable,
  userId: number,
  entryId: number,
  ticks: readonly { unique_id: string; value: boolean }[],
): Promise<ChecklistEntry> {
  const entry = await findOwnEntry(db, userId, entryId);
  if (entry === null) throw noEntry();
  const checklist = await findChecklist(db, entry.post_id);
  // The checklist's own tasks decide which keys exist; without it, the entry's tasks do.
  const definitions =
    checklist?.acf.checklist_tasks ??
    entry.tasks.map((task) => ({ checklist_tasks_key: task.unique_id, checklist_tasks_title: task.title }));
  const tasks = mergeTasks(definitions, ticks, entry.tasks);
  const updated = await updateEntryTasks(db, entry.id, tasks, entryStatus(tasks));
  if (updated === null) throw noEntry();
  return entryView(updated);
}
