import type { RelationStatus } from '@campus/domain/relation';
import type { Queryable } from './db.ts';

export interface RelationRow {
  id: number;
  user_a: number;
  user_b: number;
  relation_status: RelationStatus;
  updated_at: string;
}

const RELATION_COLUMNS =
  "id, user_a, user_b, relation_status, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS') AS updated_at";

/** A person's relations, from either side, most recently changed first. */
export async function listRelationsOf(
  db: Queryable,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: RelationRow[]; total: number }> {
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (
       SELECT id FROM user_relations WHERE user_a = $1 UNION ALL SELECT id FROM user_relations WHERE user_b = $1) r`,
    [userId],
  );
  const rows = await db.query<RelationRow>(
    `SELECT ${RELATION_COLUMNS} FROM user_relations WHERE user_a = $1 OR user_b = $1
     ORDER BY updated_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, perPage, (page - 1) * perPage],
  );
  return { rows, total: count?.total ?? 0 };
}

export async function findRelation(db: Queryable, id: number): Promise<RelationRow | null> {
  const [row] = await db.query<RelationRow>(`SELECT ${RELATION_COLUMNS} FROM user_relations WHERE id = $1`, [
    id,
  ]);
  return row ?? null;
}

/** The relation between two people, whoever sent it. */
export async function findRelationBetween(
  db: Queryable,
  one: number,
  other: number,
): Promise<RelationRow | null> {
  const [row] = await db.query<RelationRow>(
    `SELECT ${RELATION_COLUMNS} FROM user_relations
     WHERE LEAST(user_a, user_b) = LEAST($1::int, $2::int) AND GREATEST(user_a, user_b) = GREATEST($1::int, $2::int)`,
    [one, other],
  );
  return row ?? null;
}

/** Inserts a request; null when a relation between the two already exists (a concurrent request won). */
export async function insertRequest(
  db: Queryable,
  sender: number,
  recipient: number,
): Promise<RelationRow | null> {
  const [row] = await db.query<RelationRow>(
    `INSERT INTO user_relations (user_a, user_b, relation_status) VALUES ($1, $2, 'requested')
     ON CONFLICT ((LEAST(user_a, user_b)), (GREATEST(user_a, user_b))) DO NOTHING
     RETURNING ${RELATION_COLUMNS}`,
    [sender, recipient],
  );
  return row ?? null;
}

/**
 * Moves a relation from the status it was read in to another; null when it changed meanwhile, so that two
 * concurrent answers cannot both apply to a state neither of them saw.
 */
export async function updateRelationStatus(
  db: Queryable,
  id: number,
  from: RelationStatus,
  to: RelationStatus,
): Promise<RelationRow | null> {
  const [row] = await db.query<RelationRow>(
    `UPDATE user_relations SET relation_status = $3, updated_at = now()
     WHERE id = $1 AND relation_status = $2 RETURNING ${RELATION_COLUMNS}`,
    [id, from, to],
  );
  return row ?? null;
}

export async function deleteRelationRow(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM user_relations WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
