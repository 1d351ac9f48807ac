import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleEvents, sampleNews, samplePages } from '../../test/sample-content.ts';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/db.ts';
import { sampleCampusSeedDate } from './seed-sample-campus.ts';

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
    const minDays = Math.min(...sampleNews.map((item) => item.daysAgo));
    const daysBeforeSeed =
      (Date.parse(await sampleCampusSeedDate(db)) - Date.parse(news!.newest)) / 86_400_000;
    expect(daysBeforeSeed).toBe(minDays);
    const maxDays = Math.max(...sampleNews.map((item) => item.daysAgo));
    expect(Date.parse(news!.newest) - Date.parse(news!.oldest)).toBe((maxDays - minDays) * 86_400_000);

    const welcome = sampleEvents[0]!;
    const [event] = await db.query<{ start: string; minutes: number }>(
      `SELECT to_char(start_at AT TIME ZONE 'Europe/Paris', 'HH24:MI') AS start,
         (extract(epoch FROM end_at - start_at) / 60)::int AS minutes
       FROM events WHERE slug = $1`,
      [welcome.text.en.slug],
    );
    expect(event).toEqual({ start: welcome.startTime, minutes: welcome.durationMinutes });
  });

  it('links nested pages to their parents and keeps their full path', async () => {
    const rows = await db.query<{ path: string; parent_path: string | null; slug: string }>(
      `SELECT p.path, p.slug, parent.path AS parent_path FROM pages p LEFT JOIN pages parent ON parent.id = p.parent`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.path).toBe(row.parent_path === null ? row.slug : `${row.parent_path}/${row.slug}`);
    }
    const nested = samplePages.filter((page) => page.parentKey !== undefined).length;
    expect(rows.filter((row) => row.parent_path !== null)).toHaveLength(nested * 2);
  });
});
