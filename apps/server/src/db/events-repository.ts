/**
 * The SQL of spec §3's event visibility, shared by the event lists (services/content-types/events.ts), the
 * search and the contact entries; the events themselves are a content type of the engine
 * (db/content-repository.ts).
 */
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
