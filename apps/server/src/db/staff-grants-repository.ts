import type { StaffRole } from '@campus/domain/staff-roles';
import { localDate } from './content-sql.ts';
import type { Queryable } from './db.ts';

export interface GrantRow {
  id: number;
  username: string;
  display_name: string;
  role: StaffRole;
  house: number | null;
  form: number | null;
  granted_by: string;
  granted_at: string;
}

const GRANT_COLUMNS = `g.id, u.username, u.display_name, g.role, g.house_id AS house, g.form_id AS form,
  COALESCE(b.username, '') AS granted_by, ${localDate('g.granted_at')} AS granted_at`;
const GRANT_FROM = 'staff_grants g JOIN users u ON u.id = g.user_id LEFT JOIN users b ON b.id = g.granted_by';

export async function grantsOfUser(db: Queryable, userId: number): Promise<GrantRow[]> {
  return db.query<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM ${GRANT_FROM} WHERE g.user_id = $1 ORDER BY g.id`, [
    userId,
  ]);
}

export async function allGrants(db: Queryable): Promise<GrantRow[]> {
  return db.query<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM ${GRANT_FROM} ORDER BY u.username, g.role, g.id`);
}

export async function findGrant(db: Queryable, id: number): Promise<GrantRow | null> {
  const [row] = await db.query<GrantRow>(`SELECT ${GRANT_COLUMNS} FROM ${GRANT_FROM} WHERE g.id = $1`, [id]);
  return row ?? null;
}

export interface NewGrant {
  userId: number;
  role: StaffRole;
  house: number | null;
  form: number | null;
  grantedBy: number;
}

/** The new grant's id, or null when the same grant already exists. */
export async function insertGrant(db: Queryable, grant: NewGrant): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO staff_grants (user_id, role, house_id, form_id, granted_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING id`,
    [grant.userId, grant.role, grant.house, grant.form, grant.grantedBy],
  );
  return row?.id ?? null;
}

export async function deleteGrant(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM staff_grants WHERE id = $1', [id]);
}

export async function userIdByUsername(db: Queryable, username: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  return row?.id ?? null;
}

export interface StaffHouseRow {
  id: number;
  name: string;
  review_required: boolean;
}

/** These houses (every house when `ids` is null), by name. */
export async function housesForStaff(db: Queryable, ids: readonly number[] | null): Promise<StaffHouseRow[]> {
  return db.query<StaffHouseRow>(
    `SELECT id, name, review_required FROM houses WHERE $1::int[] IS NULL OR id = ANY($1::int[]) ORDER BY name, id`,
    [ids],
  );
}

export async function allFormIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: number }>('SELECT id FROM gravity_forms ORDER BY id');
  return rows.map((row) => row.id);
}

export async function houseExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM houses WHERE id = $1', [id])).length > 0;
}

export async function formExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM gravity_forms WHERE id = $1', [id])).length > 0;
}
