/**
 * Calendar export (issue #19, beyond the spec): an event as an iCalendar file, and a personal subscription
 * feed of the events a person may see, in their language, behind a revocable secret token.
 */
import { Type, type Static } from 'typebox';
import { IdSchema } from './wire.ts';

/** GET: the event as text/calendar (the caller must be able to see it). */
export const EVENT_CALENDAR_PATH = '/portal/v1/event-calendar';
/** GET: the caller's feed, if any; POST: a new one (the old one stops working); DELETE: revoke it. */
export const CALENDAR_FEED_PATH = '/portal/v1/calendar-feed';

/** The secret of a feed URL: 32 random bytes, base64url. */
export const CALENDAR_FEED_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const EventCalendarParamsSchema = Type.Object({ id: IdSchema });

/** The public feed route's parameter: `{token}.ics`. */
export const CalendarFeedFileParamsSchema = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{43}\\.ics$' }),
});

/**
 * The caller's subscription feed. `url` and `webcal` carry the secret and are sent only when the feed is
 * created (the server keeps a hash, never the token); afterwards the feed is known by its creation date.
 */
export const CalendarFeedSchema = Type.Object({
  created_at: Type.String(),
  url: Type.Optional(Type.String()),
  webcal: Type.Optional(Type.String()),
});
export type CalendarFeed = Static<typeof CalendarFeedSchema>;

/** How far back the feed reaches, and how many events it holds at most. */
export const CALENDAR_FEED_PAST_DAYS = 30;
export const CALENDAR_FEED_MAX_EVENTS = 500;
