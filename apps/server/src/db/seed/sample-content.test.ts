import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/test-app.ts';
import type { Db } from '../db.ts';
import { sampleEvents } from './content/events.ts';
import { sampleNews } from './content/news.ts';
import { samplePages } from './content/pages.ts';
import { campusToday } from './sample-content.ts';

describe('sample content seed (issue #3: news, events and pages in both languages)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it.each([
    ['posts', sampleNews.length],
    ['events', sampleEvents.length],
    ['pages', samplePages.length],
  ])('stores each %s item twice, one row per language sharing a translation group', async (table, items) => {
    const rows = await db.query<{ groups: number; fr: number; en: number }>(
      `SELECT count(DISTINCT translation_group)::int AS groups,
         count(*) FILTER (WHERE language = 'fr')::int AS fr, count(*) FILTER (WHERE language = 'en')::int AS en
       FROM ${table}`,
    );
    expect(rows[0]).toEqual({ groups: items, fr: items, en: items });
  });

  it('dates news from the seed day back, and events around it, in the campus time zone', async () => {
    const [news] = await db.query<{ newest: string; oldest: string }>(
      `SELECT to_char(max(date) AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS newest,
         to_char(min(date) AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') AS oldest FROM posts`,
    );
    // The test database was seeded when this run started: the same day, or the day before at midnight.
    const today = campusToday();
    expect([today, campusToday(new Date(Date.now() - 86_400_000))]).toContain(news?.newest);
    const maxDays = Math.max(...sampleNews.map((item) => item.daysAgo));
    expect(Date.parse(news!.newest) - Date.parse(news!.oldest)).toBe(maxDays * 86_400_000);

    const welcome = sampleEvents.find((event) => event.key === 'welcome-evening')!;
    const [event] = await db.query<{ start: string; minutes: number }>(
      `SELECT to_char(start_at AT TIME ZONE 'Europe/Paris', 'HH24:MI') AS start,
         (extract(epoch FROM end_at - start_at) / 60)::int AS minutes
       FROM events WHERE slug = $1`,
      [welcome.text.en.slug],
    );
    expect(event).toEqual({ start: welcome.startTime, minutes: welcome.durationMinutes });
  });

  it('links nested pages to their parents and keeps their full path', async () => {
    const rows = await db.query<{ path: string; parent_slug: string | null }>(
      `SELECT p.path, parent.slug AS parent_slug FROM pages p LEFT JOIN pages parent ON parent.id = p.parent
       WHERE p.language = 'en' AND p.slug = 'swimming-pool'`,
    );
    expect(rows).toEqual([{ path: 'campus-life/sports/swimming-pool', parent_slug: 'sports' }]);
  });
});
