import type { EventPost } from '@campus/domain/content';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import { eventView } from './content-projection.ts';
import { visibleEvents, type EventQuery } from './event-visibility.ts';

export type { EventQuery };

/** One page of the events `viewer` may see (spec §3 visibility), by start, as the API sends them. */
export async function listEventsFor(
  db: Queryable,
  viewer: UserIdentity,
  query: EventQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<EventPost>> {
  const { rows, total } = await visibleEvents(db, viewer, query, window);
  return { rows: rows.map((row) => eventView(row, publicUrl)), total };
}
