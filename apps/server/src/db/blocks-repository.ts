import type { Queryable } from './db.ts';

/** The people the user has blocked, most recent first. */
export async function listBlockedIds(db: Queryable, blockerId: number): Promise<number[]> {
  const rows = await db.query<{ blocked_id: number }>(
    'SELECT blocked_id FROM user_blocks WHERE blocker_id = $1 ORDER BY created_at DESC, blocked_id',
    [blockerId],
  );
  return rows.map((row) => row.blocked_id);
}

/** Records a block; blocking twice changes nothing. */
export async function insertBlock(db: Queryable, blockerId: number, blockedId: number): Promise<void> {
  await db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    blockerId,
    blockedId,
  ]);
}

export async function deleteBlock(db: Queryable, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocked_id',
    [blockerId, blockedId],
  );
  return rows.length > 0;
}

/** Whether either person blocked the other. */
export async function blockedEitherWay(db: Queryable, one: number, other: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM user_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
    [one, other],
  );
  return rows.length > 0;
}
