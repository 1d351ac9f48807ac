import type { EventPost } from '@campus/domain/content';
import type { Listed, PageWindow } from '../db/content-sql.ts';
import { contentVersion } from '../db/content-versions.ts';
import type { Queryable } from '../db/db.ts';
import { eventRowsByIds } from '../db/events-repository.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import { eventView } from './content-projection.ts';
import { visibleEventIds, type EventQuery } from './event-visibility.ts';
import { contentCachesOf } from './versioned-content-cache.ts';

export type { EventQuery };

/**
 * One page of the events `viewer` may see (spec §3 visibility), by start, as the API sends them. Which
 * events, in which order, is decided by the database for this viewer on every request; what an event says
 * depends on nobody, so the projected events are kept by id at the current events version.
 */
export async function listEventsFor(
  db: Queryable,
  viewer: UserIdentity,
  query: EventQuery,
  window: PageWindow,
  publicUrl: string,
): Promise<Listed<EventPost>> {
  const kept = contentCachesOf(db).events;
  // Read before the page, so what is kept under this version is never older than the version.
  const version = await contentVersion(db, 'events');
  const { rows: ids, total } = await visibleEventIds(db, viewer, query, window);
  const byId = new Map<number, EventPost>();
  const missing: number[] = [];
  for (const id of ids) {
    const event = kept.get(version, String(id));
    if (event === undefined) missing.push(id);
    else byId.set(id, event);
  }
  for (const row of await eventRowsByIds(db, missing)) {
    const event = eventView(row, publicUrl);
    kept.set(version, String(row.id), event);
    byId.set(row.id, event);
  }
  // An event deleted between the two reads is left out, as if the page had been read after the delete.
  const rows = ids.flatMap((id) => {
    const event = byId.get(id);
    return event === undefined ? [] : [event];
  });
  return { rows, total };
}
