import type { Locale } from '@campus/domain/user';
import type { Queryable } from './db.ts';

/** A new feed replaces the person's previous one: the old token stops working at once. */
export async function replaceCalendarFeed(db: Queryable, userId: number, tokenHash: string): Promise<Date> {
  const [row] = await db.query<{ created_at: Date }>(
    `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()
     RETURNING created_at`,
    [userId, tokenHash],
  );
  if (row === undefined) throw new Error('calendar feed not stored');
  return row.created_at;
}

export async function findCalendarFeedCreation(db: Queryable, userId: number): Promise<Date | null> {
  const [row] = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM calendar_feeds WHERE user_id = $1',
    [userId],
  );
  return row?.created_at ?? null;
}

export async function deleteCalendarFeed(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM calendar_feeds WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length > 0;
}

/** The owner of a feed token (by its hash), with the language their calendar speaks. */
export async function findCalendarFeedOwner(
  db: Queryable,
  tokenHash: string,
): Promise<{ id: number; username: string; locale: Locale } | null> {
  const [row] = await db.query<{ id: number; username: string; locale: Locale }>(
    `SELECT u.id, u.username, u.locale FROM calendar_feeds f JOIN users u ON u.id = f.user_id
     WHERE f.token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}
