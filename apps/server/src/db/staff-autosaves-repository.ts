/**
 * The SQL of the staff console's autosaves (issue #33, migration 027): one slot per item and person,
 * overwritten by each autosave and emptied by a save or an action of that person on the item.
 */
import type { StaffAutosave } from '@campus/domain/staff-autosave';
import type { StaffContentType, StaffItemBody } from '@campus/domain/staff';
import { localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export async function autosaveOf(
  db: Queryable,
  type: StaffContentType,
  group: string,
  userId: number,
): Promise<StaffAutosave | null> {
  const [row] = await db.query<StaffAutosave>(
    `SELECT content, ${localDate('saved_at')} AS date FROM staff_item_autosaves
     WHERE item_type = $1 AND item_group = $2 AND user_id = $3`,
    [type, group, userId],
  );
  return row ?? null;
}

/** Replaces the person's autosave of the item; returns it as stored. */
export async function keepAutosave(
  db: Queryable,
  type: StaffContentType,
  group: string,
  userId: number,
  content: StaffItemBody,
): Promise<StaffAutosave> {
  const [row] = await db.query<StaffAutosave>(
    `INSERT INTO staff_item_autosaves (item_type, item_group, user_id, content)
     VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (item_type, item_group, user_id)
     DO UPDATE SET content = EXCLUDED.content, saved_at = now()
     RETURNING content, ${localDate('saved_at')} AS date`,
    [type, group, userId, JSON.stringify(content)],
  );
  if (row === undefined) throw new Error('INSERT … RETURNING returned no row');
  return row;
}

export async function forgetAutosave(
  db: Queryable,
  type: StaffContentType,
  group: string,
  userId: number,
): Promise<void> {
  await db.query(
    'DELETE FROM staff_item_autosaves WHERE item_type = $1 AND item_group = $2 AND user_id = $3',
    [type, group, userId],
  );
}
