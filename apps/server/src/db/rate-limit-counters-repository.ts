import type { Queryable } from './db.ts';

export interface CountedHit {
  /** Hits of the key in its current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends (and the count starts again). */
  remainingMs: number;
}

/**
 * Counts one hit of `key` (migration 022): the first hit, or the first after the window ended, opens a window
 * of `windowMs` with a count of 1; the others add one. One statement, on the database's clock, so that every
 * instance counts in the same windows.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<CountedHit> {
  const [row] = await db.query<CountedHit>(
    `INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at)
     VALUES ($1, 1, now() + $2::int * interval '1 millisecond')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.hits + 1 END,
       window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
     RETURNING c.hits AS "hits",
       greatest(ceil(extract(epoch FROM c.window_ends_at - now()) * 1000), 0)::int AS "remainingMs"`,
    [key, windowMs],
  );
  if (row === undefined) throw new Error('Counting a rate-limit hit returned no row');
  return row;
}

/** Deletes the counters whose window has ended; returns how many. */
export async function deleteEndedCounters(db: Queryable): Promise<number> {
  const [row] = await db.query<{ deleted: number }>(
    `WITH ended AS (DELETE FROM rate_limit_counters WHERE window_ends_at <= now() RETURNING 1)
     SELECT count(*)::int AS deleted FROM ended`,
  );
  return row?.deleted ?? 0;
}
