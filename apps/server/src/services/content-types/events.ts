/**
 * The events (spec §3 "Event", §7) as `GET /wp/v2/event` sends them, one content type's declaration: the
 * events a viewer may see (§3 visibility), by start.
 */
import type { EventPeriod, EventPost, EventVisibility } from '@campus/domain/content';
import type { ContentRow } from '../../db/content-repository.ts';
import { acfDateTime, campusTime, localDate, localMinute } from '../../db/content-sql.ts';
import {
  eventsKeyParts,
  unfilteredEventTotalSql,
  unfilteredHousesEventTotalSql,
  visibleEventSql,
  visibleEventToHousesSql,
} from '../../db/events-repository.ts';
import type { ContentFilter, EditableContentType } from '../content-engine.ts';
import { absoluteUrl, asList, asObject, asString, faqOf, formOf, gformOf } from '../content-projection.ts';
import { contentCachesOf } from '../versioned-content-cache.ts';

export interface EventFilter extends ContentFilter {
  /** The user whose events these are: public ones and those of the user's houses (spec §3). */
  visibleTo: number;
  /**
   * The houses of `visibleTo`, when read first (the kept class pages): the visibility then reads these
   * instead of the viewer's, so the list is the same for every viewer of these houses.
   */
  visibleHouses?: number[];
  houseIds: number[] | null;
  /** Only events not over by then (the calendar feed's window). */
  endsAfter?: Date | null;
  /** Only the events not over yet (end ≥ now) or over (end < now), by the database's clock. */
  period?: EventPeriod | null;
  order: 'asc' | 'desc';
}

interface EventRow extends ContentRow {
  content: string;
  fimg_url: string | null;
  start: string;
  end: string;
  visibility: EventVisibility;
  house_ids: number[];
}

const VISIBILITY_LABELS = {
  fr: { public: 'Public', house: 'Résidents de la maison' },
  en: { public: 'Public', house: 'House residents' },
} as const;

function eventView(row: EventRow, publicUrl: string): EventPost {
  const service = asObject(row.acf['service']) as { slug: string; name: string; term_id?: number } | null;
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    modified: row.modified,
    status: row.status,
    type: 'event',
    lang: row.language,
    title: { rendered: row.title },
    content: { rendered: row.content },
    fimg_url: absoluteUrl(publicUrl, row.fimg_url),
    'tax-house': row.house_ids,
    acf: {
      start: row.start,
      end: row.end,
      organizer: asString(row.acf['organizer']),
      external_id: asString(row.acf['external_id']),
      external_url: asString(row.acf['external_url']),
      external_mtime: asString(row.acf['external_mtime']),
      origin: asString(row.acf['origin']),
      visibility: { value: row.visibility, label: VISIBILITY_LABELS[row.language][row.visibility] },
      locations: asList<{ name: string; url: string; place?: string }>(row.acf['locations']).map(
        (location) => ({
          name: location.name,
          url: location.url,
          place: location.place ?? '',
        }),
      ),
      practical: asString(row.acf['practical']),
      service:
        service === null ? null : { slug: service.slug, name: service.name, term_id: service.term_id ?? 0 },
      faq: faqOf(row.acf),
      form: formOf(row.acf),
      gform: gformOf(row.acf),
    },
  };
}

export const events: EditableContentType<EventRow, EventPost, EventFilter> = {
  table: {
    table: 'events',
    alias: 'e',
    columns: `e.id, e.slug, e.language, ${localDate('e.date')} AS date, ${localDate('e.modified')} AS modified,
      e.status, e.title, e.content, e.fimg_url, ${acfDateTime('e.start_at')} AS start,
      ${acfDateTime('e.end_at')} AS "end", e.visibility, e.acf,
      ARRAY(SELECT eh.house_id FROM event_houses eh WHERE eh.event_id = e.id ORDER BY eh.house_id) AS house_ids`,
    // Spec §7: by start, ascending unless asked otherwise.
    orderBy: (filter) => {
      const direction = filter.order === 'asc' ? 'ASC' : 'DESC';
      return `e.start_at ${direction}, e.id ${direction}`;
    },
    translations: false,
    // Spec §3 Event visibility, enforced here for every caller rather than hidden by the screen: a public
    // event is visible to every resident, a house event only to the residents of its houses. A slug lookup
    // goes through the same rule, so an invisible event is indistinguishable from a missing one.
    visibility: (filter, conditions) => {
      conditions.where(
        filter.visibleHouses === undefined
          ? visibleEventSql('e', conditions.param(filter.visibleTo))
          : visibleEventToHousesSql('e', conditions.param(filter.visibleHouses)),
      );
    },
    filters: (filter, conditions) => {
      if (filter.endsAfter != null) {
        conditions.where(`e.end_at >= ${conditions.param(filter.endsAfter.toISOString())}::timestamptz`);
      }
      if (filter.period === 'upcoming') conditions.where('e.end_at >= now()');
      if (filter.period === 'past') conditions.where('e.end_at < now()');
      if (filter.houseIds !== null) {
        conditions.where(
          `EXISTS (SELECT 1 FROM event_houses ehf WHERE ehf.event_id = e.id AND ehf.house_id = ANY(${conditions.param(filter.houseIds)}::int[]))`,
        );
      }
    },
    keptTotal: (filter) =>
      filter.visibleHouses === undefined
        ? { sql: unfilteredEventTotalSql, params: [filter.language, filter.visibleTo] }
        : { sql: unfilteredHousesEventTotalSql, params: [filter.language, filter.visibleHouses] },
    // The staff console's: the dates as the editor's datetime-local fields hold them (campus time), and
    // who sees the event. An event written in the console says so: its acf's origin is the portal.
    editing: {
      houses: { table: 'event_houses', key: 'event_id' },
      columns: {
        start: { column: 'start_at', read: localMinute, write: campusTime },
        end: { column: 'end_at', read: localMinute, write: campusTime },
        visibility: { column: 'visibility' },
      },
      newAcf: { origin: 'portail' },
    },
  },
  view: eventView,
  // Which events, in which order, is decided by the database for this viewer on every request; what an
  // event says depends on nobody, so the projected events are kept by id at the current events version.
  // Which events a viewer may see depends on their houses only (§3): the ids of a page are kept per set of
  // houses, except for the lists that follow the clock (a period, the calendar feed's window).
  keptItems: {
    kind: 'events',
    cache: (db) => contentCachesOf(db).events,
    classPages: {
      cache: (db) => contentCachesOf(db).eventPages,
      classOf: async (db, filter) => {
        if ((filter.period ?? null) !== null || filter.endsAfter != null) return null;
        const { version, houseIds } = await eventsKeyParts(db, filter.visibleTo);
        const { visibleTo: _viewer, ...shared } = filter;
        return {
          version,
          filter: { ...filter, visibleHouses: houseIds },
          key: JSON.stringify({ ...shared, visibleHouses: houseIds }),
        };
      },
    },
  },
};
