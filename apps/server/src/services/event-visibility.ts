import type { EventPeriod } from '@campus/domain/content';
import type { Language } from '@campus/domain/locale';
import type { UserIdentity } from '../db/users-repository.ts';
import { listEventIds, type EventFilter } from '../db/events-repository.ts';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';

export interface EventQuery {
  language: Language;
  slugs: string[] | null;
  houseIds: number[] | null;
  /** Only these items (the search's embedded results). */
  ids?: number[] | null;
  /** Only events not over by then (the calendar feed's window). */
  endsAfter?: Date | null;
  /** Only the events not over yet, or only those over, by the database's clock (the events screen's lists). */
  period?: EventPeriod | null;
  order: 'asc' | 'desc';
}

/**
 * Spec §3 Event visibility, enforced here for every caller rather than hidden by the screen: a public
 * event is visible to every resident, a house event only to the residents of its houses. A slug lookup
 * goes through the same rule, so an invisible event is indistinguishable from a missing one. Returns the ids
 * of one page, in order; their content is the same for everyone (services/events.ts).
 */
export function visibleEventIds(
  db: Queryable,
  viewer: UserIdentity,
  query: EventQuery,
  window: PageWindow,
): Promise<Listed<number>> {
  const filter: EventFilter = { ...query, visibleTo: viewer.id };
  return listEventIds(db, filter, window);
}
