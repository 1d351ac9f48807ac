import {
  CALENDAR_FEED_MAX_EVENTS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_PATH,
  type CalendarFeed,
} from '@campus/domain/calendar';
import { languageOfLocale, type Language } from '@campus/domain/locale';
import { createHash, randomBytes } from 'node:crypto';
import {
  deleteCalendarFeed,
  findCalendarFeedCreation,
  findCalendarFeedOwner,
  replaceCalendarFeed,
} from '../db/calendar-feeds-repository.ts';
import type { Queryable } from '../db/db.ts';
import type { UserIdentity } from '../db/users-repository.ts';
import { eventsCalendar } from './event-icalendar.ts';
import { listContent } from './content-engine.ts';
import { events } from './content-types/events.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed's names, in the calendar's language. */
const CALENDAR_NAMES: Readonly<Record<Language, string>> = {
  fr: 'Événements du campus',
  en: 'Campus events',
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** One event the viewer may see (§3 visibility), as an iCalendar document; null when they may not. */
export async function eventCalendarFor(
  db: Queryable,
  viewer: UserIdentity,
  eventId: number,
  language: Language,
  publicUrl: string,
  now: Date,
): Promise<{ ics: string; slug: string } | null> {
  const { rows } = await listContent(
    db,
    events,
    { language, slugs: null, houseIds: null, ids: [eventId], order: 'asc', visibleTo: viewer.id },
    { limit: 1, offset: 0, withTotal: false },
    publicUrl,
  );
  const event = rows[0];
  if (event === undefined) return null;
  return {
    ics: eventsCalendar({ name: CALENDAR_NAMES[language], events: [event], publicUrl, now }),
    slug: event.slug,
  };
}

function feedUrls(publicUrl: string, token: string): Pick<CalendarFeed, 'url' | 'webcal'> {
  const url = `${publicUrl}/wp-json${CALENDAR_FEED_PATH}/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/** A new feed for the person (the previous one stops working); the only time its URL is told. */
export async function createCalendarFeed(
  db: Queryable,
  userId: number,
  publicUrl: string,
): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = await replaceCalendarFeed(db, userId, hashOf(token));
  return { created_at: createdAt.toISOString(), ...feedUrls(publicUrl, token) };
}

export async function calendarFeedOf(db: Queryable, userId: number): Promise<CalendarFeed | null> {
  const createdAt = await findCalendarFeedCreation(db, userId);
  return createdAt === null ? null : { created_at: createdAt.toISOString() };
}

export function revokeCalendarFeed(db: Queryable, userId: number): Promise<boolean> {
  return deleteCalendarFeed(db, userId);
}

/**
 * The feed of a token: the events its owner may see today, in their language, from CALENDAR_FEED_PAST_DAYS
 * ago on, at most CALENDAR_FEED_MAX_EVENTS. Null for an unknown or revoked token.
 */
export async function calendarFeedDocument(
  db: Queryable,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<string | null> {
  const owner = await findCalendarFeedOwner(db, hashOf(token));
  if (owner === null) return null;
  const language = languageOfLocale(owner.locale);
  const { rows } = await listContent(
    db,
    events,
    {
      visibleTo: owner.id,
      language,
      slugs: null,
      houseIds: null,
      order: 'asc',
      endsAfter: new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * DAY_MS),
    },
    { limit: CALENDAR_FEED_MAX_EVENTS, offset: 0, withTotal: false },
    publicUrl,
  );
  return eventsCalendar({ name: CALENDAR_NAMES[language], events: rows, publicUrl, now });
}
