import { Type } from 'typebox';
import { CalendarFeedFileParamsSchema, CalendarFeedSchema, EventCalendarParamsSchema } from './calendar.ts';
import { defineEndpoints } from './endpoint.ts';
import { LanguageQuerySchema } from './wire.ts';

/**
 * Calendar export (issue #19): an event as an iCalendar file for "Add to calendar", and the caller's
 * subscription feed (webcal) of the events they may see, behind a secret token they can revoke. The
 * iCalendar answers are text/calendar.
 */
export const calendarEndpoints = defineEndpoints({
  'GET /portal/v1/event-calendar/{id}': {
    summary:
      'An event the caller may see as an iCalendar file (text/calendar); any other answers as one that does not exist.',
    params: EventCalendarParamsSchema,
    query: LanguageQuerySchema,
    response: Type.String(),
    errors: [400, 403, 404],
  },
  'GET /portal/v1/calendar-feed': {
    summary:
      'Whether the caller has a subscription feed, by its creation date (its URL is never sent again).',
    response: CalendarFeedSchema,
    errors: [403, 404],
  },
  'POST /portal/v1/calendar-feed': {
    summary:
      'A new subscription feed for the caller, whose URL only this answer carries; the old one stops working.',
    status: 201,
    response: CalendarFeedSchema,
    errors: [403],
  },
  'DELETE /portal/v1/calendar-feed': {
    summary: "Revokes the caller's subscription feed: subscribed calendars get nothing more from it.",
    status: 204,
    response: Type.Null(),
    errors: [403, 404],
  },
  'GET /portal/v1/calendar-feed/{file}': {
    summary:
      'A subscription feed as iCalendar (text/calendar), for calendar applications: the secret in the path is the credential.',
    params: CalendarFeedFileParamsSchema,
    response: Type.String(),
    errors: [400, 404],
    access: 'public',
  },
});
