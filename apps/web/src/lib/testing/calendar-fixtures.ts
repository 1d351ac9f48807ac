import { CALENDAR_FEED_PATH, type CalendarFeed } from '@campus/domain/calendar';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';

/** The person's calendar feed as the test server holds it (issue #19); reset before each test. */
export const calendarCampus: { feed: CalendarFeed | null; created: number } = { feed: null, created: 0 };

export function resetCalendarCampus(): void {
  calendarCampus.feed = null;
  calendarCampus.created = 0;
}

const noFeed = () =>
  HttpResponse.json(
    { code: 'rest_calendar_feed_not_found', message: 'No calendar feed.', data: { status: 404 } },
    { status: 404 },
  );

/** The calendar calls: the feed's GET/POST/DELETE and an event's .ics (a minimal valid VCALENDAR). */
export function calendarHandlers() {
  return [
    endpointHandler('GET /portal/v1/calendar-feed', () =>
      calendarCampus.feed === null
        ? noFeed()
        : HttpResponse.json({ created_at: calendarCampus.feed.created_at }),
    ),
    endpointHandler('POST /portal/v1/calendar-feed', () => {
      calendarCampus.created += 1;
      const token = String(calendarCampus.created).padStart(43, 'x');
      const url = `${window.location.origin}/wp-json${CALENDAR_FEED_PATH}/${token}.ics`;
      calendarCampus.feed = {
        created_at: '2026-11-23T10:00:00.000Z',
        url,
        webcal: url.replace(/^https?:/, 'webcal:'),
      };
      return HttpResponse.json(calendarCampus.feed, { status: 201 });
    }),
    endpointHandler('DELETE /portal/v1/calendar-feed', () => {
      if (calendarCampus.feed === null) return noFeed();
      calendarCampus.feed = null;
      return new HttpResponse(null, { status: 204 });
    }),
    endpointHandler('GET /portal/v1/event-calendar/{id}', ({ params }) =>
      HttpResponse.text(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:event-${String(params['id'])}@test\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
        { headers: { 'content-type': 'text/calendar; charset=utf-8' } },
      ),
    ),
  ];
}
