import type { CalendarFeed } from '@campus/domain/calendar';
import type { EventPost } from '@campus/domain/content';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, userIdOf, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

/** The document as a calendar application reads it, with ical.js (Mozilla's iCalendar parser). */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return { calendar, events: calendar.getAllSubcomponents('vevent') };
}

/** RFC 5545 §3.1: CRLF line ends, lines folded at 75 octets. */
function expectRfc5545Lines(text: string) {
  expect(text.endsWith('\r\n') || text.endsWith('END:VCALENDAR')).toBe(true);
  for (const line of text.split('\r\n')) {
    expect(line.includes('\n')).toBe(false);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
}

describe('calendar export (issue #19): event .ics and the personal subscription feed', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let houseEventId: number;
  const as = (caller: SignedInCaller, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    app.inject({ method, url: `/wp-json${url}`, headers: caller.headers });
  const publicGet = (url: string): Promise<LightMyRequestResponse> => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInCaller(app, 'alice.martin');
    const [house] = await app.db.query<{ id: number }>(
      `SELECT id FROM houses WHERE id NOT IN (SELECT house_id FROM user_houses WHERE user_id = $1) ORDER BY id LIMIT 1`,
      [await userIdOf(app, 'alice.martin')],
    );
    const [event] = await app.db.query<{ id: number }>(
      `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
       VALUES ('en', 'other-house-dinner', 'other-house-dinner', now(), now(), 'Other house dinner',
               now() + interval '1 day', now() + interval '1 day 2 hours', 'house') RETURNING id`,
    );
    houseEventId = event!.id;
    await app.db.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
      houseEventId,
      house!.id,
    ]);
  });
  afterAll(() => app.close());

  it('exports an event as a valid iCalendar file: UID, DTSTAMP, local times with the Europe/Paris VTIMEZONE', async () => {
    const [event] = (await as(alice, 'GET', '/wp/v2/event?per_page=1')).json<EventPost[]>();
    const response = await as(alice, 'GET', `/portal/v1/event-calendar/${String(event!.id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${event!.slug}.ics"`);
    expectRfc5545Lines(response.body);

    const { calendar, events } = parsed(response.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');
    expect(events).toHaveLength(1);
    const vevent = events[0]!;
    expect(vevent.getFirstPropertyValue('uid')).toBe(`event-${String(event!.id)}@localhost:8080`);
    expect(vevent.getFirstProperty('dtstamp')).not.toBeNull();
    const start = vevent.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe('Europe/Paris');
    expect((start.getFirstValue() as ICAL.Time).toString().replace('T', ' ')).toBe(event!.acf.start);
    const wrapped = new ICAL.Event(vevent);
    expect(wrapped.summary).toBe(event!.title.rendered);
    expect(wrapped.description).not.toMatch(/<[a-z]/);
    expect(vevent.getFirstPropertyValue('url')).toBe(`http://localhost:8080/events/${event!.slug}`);
  });

  it('answers 404 for an event the caller may not see, as for one that does not exist', async () => {
    const hidden = await as(alice, 'GET', `/portal/v1/event-calendar/${String(houseEventId)}`);
    const missing = await as(alice, 'GET', '/portal/v1/event-calendar/987654');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });

  it('creates a feed whose URL serves the events its owner may see, without signing in', async () => {
    expect((await as(alice, 'GET', '/portal/v1/calendar-feed')).statusCode).toBe(404);
    const created = await as(alice, 'POST', '/portal/v1/calendar-feed');
    expect(created.statusCode).toBe(201);
    const feed = created.json<CalendarFeed>();
    expect(feed.url).toMatch(
      /^http:\/\/localhost:8080\/wp-json\/portal\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    expect(feed.webcal).toBe(feed.url!.replace('http:', 'webcal:'));
    // Told once: later, only that a feed exists.
    expect((await as(alice, 'GET', '/portal/v1/calendar-feed')).json()).toEqual({
      created_at: feed.created_at,
    });

    const response = await publicGet(new URL(feed.url!).pathname);
    expect(response.statusCode).toBe(200);
    expectRfc5545Lines(response.body);
    const { calendar, events } = parsed(response.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Campus events');
    const visible = (await as(alice, 'GET', '/wp/v2/event?per_page=100')).json<EventPost[]>();
    const recent = visible.filter(
      (event) => new Date(event.acf.end.replace(' ', 'T')) > new Date(Date.now() - 31 * 86_400_000),
    );
    expect(events.length).toBe(recent.length);
    const uids = events.map((event) => event.getFirstPropertyValue('uid'));
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids).not.toContain(`event-${String(houseEventId)}@localhost:8080`);
  });

  it("speaks its owner's language", async () => {
    const camille = await signedInCaller(app, 'camille.dupont');
    const feed = (await as(camille, 'POST', '/portal/v1/calendar-feed')).json<CalendarFeed>();
    const { calendar } = parsed((await publicGet(new URL(feed.url!).pathname)).body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Événements du campus');
  });

  it('stops serving a replaced or revoked token (404), and refuses a malformed one (400)', async () => {
    const first = (await as(alice, 'POST', '/portal/v1/calendar-feed')).json<CalendarFeed>();
    const second = (await as(alice, 'POST', '/portal/v1/calendar-feed')).json<CalendarFeed>();
    expect((await publicGet(new URL(first.url!).pathname)).statusCode).toBe(404);
    expect((await publicGet(new URL(second.url!).pathname)).statusCode).toBe(200);
    expect((await as(alice, 'DELETE', '/portal/v1/calendar-feed')).statusCode).toBe(204);
    const revoked = await publicGet(new URL(second.url!).pathname);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json<{ code: string }>().code).toBe('rest_calendar_feed_not_found');
    expect((await as(alice, 'DELETE', '/portal/v1/calendar-feed')).statusCode).toBe(404);
    expect((await publicGet('/wp-json/portal/v1/calendar-feed/short.ics')).statusCode).toBe(400);
  });

  it('refuses a visitor on the signed-in routes', async () => {
    for (const url of ['/wp-json/portal/v1/calendar-feed', '/wp-json/portal/v1/event-calendar/1']) {
      expect((await publicGet(url)).statusCode).toBe(403);
    }
  });
});
