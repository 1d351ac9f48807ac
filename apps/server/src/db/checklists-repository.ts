import type { ChecklistAcf, EntryStatus, EntryTask } from '@campus/domain/checklist';
import type { Language } from '@campus/domain/locale';
import { localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface ChecklistRow {
  id: number;
  slug: string;
  language: Language;
  translation_group: string;
  date: string;
  modified: string;
  acf: ChecklistAcf;
}

export interface EntryRow {
  id: number;
  user_id: number;
  post_id: number;
  title: string;
  tasks: EntryTask[];
  status: EntryStatus;
  valid_date: string | null;
  end_valid_date: string | null;
}

const CHECKLIST_COLUMNS = `c.id, c.slug, c.language, c.translation_group, ${localDate('c.date')} AS date,
  ${localDate('c.modified')} AS modified, c.acf`;
const ENTRY_COLUMNS = `e.id, e.user_id, e.post_id, e.title, e.tasks, e.status,
  to_char(e.valid_date, 'YYYY-MM-DD') AS valid_date, to_char(e.end_valid_date, 'YYYY-MM-DD') AS end_valid_date`;

/** The published checklists of a language. */
export function listChecklists(db: Queryable, language: Language): Promise<ChecklistRow[]> {
  return db.query<ChecklistRow>(
    `SELECT ${CHECKLIST_COLUMNS} FROM checklists c WHERE c.status = 'publish' AND c.language = $1 ORDER BY c.id`,
    [language],
  );
}

export async function findChecklist(db: Queryable, id: number): Promise<ChecklistRow | null> {
  const [row] = await db.query<ChecklistRow>(
    `SELECT ${CHECKLIST_COLUMNS} FROM checklists c WHERE c.id = $1 AND c.status = 'publish'`,
    [id],
  );
  return row ?? null;
}

/** The person's entry of a checklist's translation group, if any. */
export async function findEntryOf(
  db: Queryable,
  userId: number,
  checklistGroup: string,
): Promise<EntryRow | null> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM checklist_entries e WHERE e.user_id = $1 AND e.checklist_group = $2`,
    [userId, checklistGroup],
  );
  return row ?? null;
}

/**
 * All the person's entries, each answered with the id of its checklist in `language` (an entry is shared by
 * the checklist's languages), so a client can pair them with the checklists it listed in that language.
 */
export function listEntriesOf(db: Queryable, userId: number, language: Language): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS.replace('e.post_id', 'coalesce(c.id, e.post_id) AS post_id')}
     FROM checklist_entries e
     LEFT JOIN checklists c ON c.translation_group = e.checklist_group AND c.language = $2 AND c.status = 'publish'
     WHERE e.user_id = $1 ORDER BY e.id`,
    [userId, language],
  );
}

/** One entry, only if it is the person's. */
export async function findOwnEntry(db: Queryable, userId: number, id: number): Promise<EntryRow | null> {
  const [row] = await db.query<EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM checklist_entries e WHERE e.id = $1 AND e.user_id = $2`,
    [id, userId],
  );
  return row ?? null;
}

export interface NewEntry {
  userId: number;
  checklistGroup: string;
  postId: number;
  title: string;
  tasks: EntryTask[];
  status: EntryStatus;
  validDate: string | null;
  endValidDate: string | null;
}

/** Creates the entry unless the person has one for that checklist already; null when one existed. */
export async function insertEntry(db: Queryable, entry: NewEntry): Promise<EntryRow | null> {
  const [row] = await db.query<EntryRow>(
    `INSERT INTO checklist_entries AS e (user_id, checklist_group, post_id, title, tasks, status, valid_date, end_valid_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, checklist_group) DO NOTHING
     RETURNING ${ENTRY_COLUMNS}`,
    [
      entry.userId,
      entry.checklistGroup,
      entry.postId,
      entry.title,
      JSON.stringify(entry.tasks),
      entry.status,
      entry.validDate,
      entry.endValidDate,
    ],
  );
  return row ?? null;
}

export async function updateEntryTasks(
  db: Queryable,
  id: number,
  tasks: EntryTask[],
  status: EntryStatus,
): Promise<EntryRow | null> {
  const [row] = await db.query<EntryRow>(
    `UPDATE checklist_entries e SET tasks = $2, status = $3, modified_at = now() WHERE e.id = $1
     RETURNING ${ENTRY_COLUMNS}`,
    [id, JSON.stringify(tasks), status],
  );
  return row ?? null;
}
