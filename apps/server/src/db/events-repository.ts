import type { EventPeriod, EventVisibility } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import { acfDateTime, localDate, type Listed, type PageWindow } from './content-sql.ts';
import type { Queryable } from './db.ts';
import { keptTotalSql } from './list-totals.ts';

export interface EventRow {
  id: number;
  slug: string;
  language: Language;
  date: string;
  modified: string;
  status: 'publish';
  title: string;
  content: string;
  fimg_url: string | null;
  start: string;
  end: string;
  visibility: EventVisibility;
  acf: Record<string, unknown>;
  house_ids: number[];
}

export interface EventFilter {
  language: Language;
  slugs: string[] | null;
  houseIds: number[] | null;
  /** Only these events (the search's embedded results). */
  ids?: number[] | null;
  /** Only events not over by then (the calendar feed's window). */
  endsAfter?: Date | null;
  /** Only the events not over yet (end ≥ now) or over (end < now): the coming and past lists. */
  period?: EventPeriod | null;
  /** Only the events this user may see: public ones and those of the user's houses (spec §3). */
  visibleTo: number;
  order: 'asc' | 'desc';
}

/**
 * Spec §3 Event visibility as SQL: the event `alias` is public, or of one of the houses of the user whose id
 * is the parameter `viewer`. The viewer's house events are an uncorrelated subquery: computed once (a
 * hashed set), not per row.
 */
export const visibleEventSql = (alias: string, viewer: string): string =>
  `(${alias}.visibility = 'public' OR ${alias}.id IN (SELECT eh.event_id FROM event_houses eh
     JOIN user_houses uh ON uh.house_id = eh.house_id WHERE uh.user_id = ${viewer}))`;

/**
 * The total of every event a viewer ($2) may see in a language ($1), as visibleEventSql counts it: the kept
 * total of public events, plus the viewer's houses' other events (found through the houses' index).
 */
const unfilteredTotalSql = `SELECT ${keptTotalSql('public-events', '$1')}
  + (SELECT count(*)::int FROM events e WHERE e.status = 'publish' AND e.language = $1 AND e.visibility <> 'public'
     AND e.id IN (SELECT eh.event_id FROM event_houses eh JOIN user_houses uh ON uh.house_id = eh.house_id
       WHERE uh.user_id = $2)) AS total`;

function where(filter: EventFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.language, filter.visibleTo];
  const clauses = ["e.status = 'publish'", 'e.language = $1', visibleEventSql('e', '$2')];
  if (filter.slugs !== null) {
    params.push(filter.slugs);
    clauses.push(`e.slug = ANY($${params.length}::text[])`);
  }
  if (filter.ids != null) {
    params.push(filter.ids);
    clauses.push(`e.id = ANY($${params.length}::int[])`);
  }
  if (filter.endsAfter != null) {
    params.push(filter.endsAfter.toISOString());
    clauses.push(`e.end_at >= $${params.length}::timestamptz`);
  }
  if (filter.period === 'upcoming') clauses.push('e.end_at >= now()');
  if (filter.period === 'past') clauses.push('e.end_at < now()');
  if (filter.houseIds !== null) {
    params.push(filter.houseIds);
    clauses.push(
      `EXISTS (SELECT 1 FROM event_houses ehf WHERE ehf.event_id = e.id AND ehf.house_id = ANY($${params.length}::int[]))`,
    );
  }
  return { sql: clauses.join(' AND '), params };
}

const EVENT_COLUMNS = `e.id, e.slug, e.language, ${localDate('e.date')} AS date, ${localDate('e.modified')} AS modified,
       e.status, e.title, e.content, e.fimg_url, ${acfDateTime('e.start_at')} AS start,
       ${acfDateTime('e.end_at')} AS "end", e.visibility, e.acf,
       ARRAY(SELECT eh.house_id FROM event_houses eh WHERE eh.event_id = e.id ORDER BY eh.house_id) AS house_ids`;

/**
 * The ids of one page of the events the viewer may see, by start (spec §7: order asc by start), and their
 * total. The rows themselves depend on nobody's identity (eventRowsByIds), so the caller may keep them.
 */
export async function listEventIds(
  db: Queryable,
  filter: EventFilter,
  window: PageWindow,
): Promise<Listed<number>> {
  const { sql, params } = where(filter);
  const unfiltered =
    filter.slugs === null &&
    filter.ids == null &&
    filter.endsAfter == null &&
    filter.period == null &&
    filter.houseIds === null;
  const [count] =
    window.withTotal === false
      ? [{ total: window.limit }]
      : await db.query<{ total: number }>(
          unfiltered ? unfilteredTotalSql : `SELECT count(*)::int AS total FROM events e WHERE ${sql}`,
          unfiltered ? [filter.language, filter.visibleTo] : params,
        );
  const total = count?.total ?? 0;
  if (total === 0) return { rows: [], total };
  const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
  const rows = await db.query<{ id: number }>(
    `SELECT e.id FROM events e WHERE ${sql}
     ORDER BY e.start_at ${direction}, e.id ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, window.limit, window.offset],
  );
  return { rows: rows.map((row) => row.id), total: window.withTotal === false ? rows.length : total };
}

/**
 * The events of these ids, whatever their visibility: only for ids that listEventIds chose for a viewer.
 * In no particular order.
 */
export async function eventRowsByIds(db: Queryable, ids: readonly number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.id = ANY($1::int[])`, [ids]);
}
