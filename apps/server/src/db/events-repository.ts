/**
 * The SQL of spec §3's event visibility, shared by the event lists (services/content-types/events.ts), the
 * search and the contact entries; the events themselves are a content type of the engine
 * (db/content-repository.ts).
 */
import type { Queryable } from './db.ts';
import { keptTotalSql } from './list-totals.ts';

/**
 * Spec §3 Event visibility as SQL: the event `alias` is public, or of one of the houses of the user whose id
 * is the parameter `viewer`. The viewer's house events are an uncorrelated subquery: computed once (a
 * hashed set), not per row.
 */
export const visibleEventSql = (alias: string, viewer: string): string =>
  `(${alias}.visibility = 'public' OR ${alias}.id IN (SELECT eh.event_id FROM event_houses eh
     JOIN user_houses uh ON uh.house_id = eh.house_id WHERE uh.user_id = ${viewer}))`;

/**
 * The total of every event a viewer ($2) may see in a language ($1), as visibleEventSql counts it (an
 * expression): the kept total of public events, plus the viewer's houses' other events (found through the
 * houses' index).
 */
export const unfilteredEventTotalSql = `${keptTotalSql('public-events', '$1')}
  + (SELECT count(*)::int FROM events e WHERE e.status = 'publish' AND e.language = $1 AND e.visibility <> 'public'
     AND e.id IN (SELECT eh.event_id FROM event_houses eh JOIN user_houses uh ON uh.house_id = eh.house_id
       WHERE uh.user_id = $2))`;

/**
 * The same rule for a viewer whose houses were read first (the int[] parameter `houses`): the event is
 * public, or of one of those houses. With the same houses it selects the same events as visibleEventSql,
 * whoever the viewer is, so a page read with it can be kept for every viewer of those houses.
 */
export const visibleEventToHousesSql = (alias: string, houses: string): string =>
  `(${alias}.visibility = 'public' OR ${alias}.id IN (SELECT eh.event_id FROM event_houses eh
     WHERE eh.house_id = ANY(${houses}::int[])))`;

/** unfilteredEventTotalSql for the houses ($2, an int[]) instead of a viewer. */
export const unfilteredHousesEventTotalSql = `${keptTotalSql('public-events', '$1')}
  + (SELECT count(*)::int FROM events e WHERE e.status = 'publish' AND e.language = $1 AND e.visibility <> 'public'
     AND e.id IN (SELECT eh.event_id FROM event_houses eh WHERE eh.house_id = ANY($2::int[])))`;

/** What a kept page of events depends on besides its query: the events version and the viewer's houses. */
export interface EventsKeyParts {
  version: string;
  /** The viewer's houses, ascending. */
  houseIds: number[];
}

/** The events' content version and the viewer's houses, in one primary-key and one index read. */
export async function eventsKeyParts(db: Queryable, viewerId: number): Promise<EventsKeyParts> {
  const [row] = await db.query<{ version: string | null; house_ids: number[] }>(
    `SELECT (SELECT cv.version::text FROM content_versions cv WHERE cv.kind = 'events') AS version,
       ARRAY(SELECT uh.house_id FROM user_houses uh WHERE uh.user_id = $1 ORDER BY uh.house_id) AS house_ids`,
    [viewerId],
  );
  if (row?.version == null) throw new Error('content_versions has no row for events');
  return { version: row.version, houseIds: row.house_ids };
}
