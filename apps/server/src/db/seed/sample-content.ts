/**
 * Inserts the sample content (content/news.ts, events.ts, pages.ts) into a database being seeded: two rows
 * per item, one per language, sharing a translation group; dates computed from the seed date so the campus
 * always looks current (news from today back, events from three weeks ago to six weeks ahead).
 */
import type { Language } from '@campus/domain/locale';
import { CAMPUS_TIME_ZONE } from '../content-sql.ts';
import type { Queryable } from '../db.ts';
import type { SeedEvent, SeedNews, SeedPage } from './content/content-seed-types.ts';
import { sampleEvents } from './content/events.ts';
import { sampleNews } from './content/news.ts';
import { samplePages } from './content/pages.ts';

const LANGUAGES: readonly Language[] = ['fr', 'en'];

/** The campus services that publish news and events (the author block shows the service). */
export const SAMPLE_SERVICES: Readonly<Record<string, Record<Language, string>>> = {
  housing: { fr: 'Service du logement', en: 'Housing office' },
  restaurant: { fr: 'Restaurant universitaire', en: 'University restaurant' },
  sports: { fr: 'Service des sports', en: 'Sports office' },
  library: { fr: 'Bibliothèque', en: 'Library' },
  culture: { fr: 'Service culturel', en: 'Culture office' },
  health: { fr: 'Service de santé', en: 'Health service' },
  'it-support': { fr: 'Support informatique', en: 'IT support' },
  'international-relations': { fr: 'Relations internationales', en: 'International relations' },
  'student-life': { fr: 'Vie étudiante', en: 'Student Life' },
};

function serviceOf(slug: string | undefined, language: Language): { slug: string; name: string } | null {
  if (slug === undefined) return null;
  const names = SAMPLE_SERVICES[slug];
  if (names === undefined) throw new Error(`Sample content refers to unknown service "${slug}"`);
  return { slug, name: names[language] };
}

async function idsBySlug(tx: Queryable, table: 'houses' | 'tags'): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table}`);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function lookup(ids: Map<string, number>, slug: string, what: string, key: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Sample content ${key} refers to unknown ${what} "${slug}"`);
  return id;
}

const imagePath = (image: string | undefined): string | null =>
  image === undefined ? null : `/sample-images/${image}`;

async function insertNews(
  tx: Queryable,
  news: SeedNews,
  index: number,
  seedDate: string,
  houses: Map<string, number>,
  tags: Map<string, number>,
): Promise<void> {
  for (const language of LANGUAGES) {
    const text = news.text[language];
    const acf = { alert: text.alert ?? '', faq: text.faq ?? [], form: text.form ?? null, gform: null };
    // Published in the morning, a few minutes apart, so items of the same day keep the data file's order.
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO posts (language, translation_group, slug, date, modified, title, content, excerpt, fimg_url,
         sticky, service, acf)
       VALUES ($1, $2, $3, (($4::date - $5::int) + time '09:00' - make_interval(mins => $6)) AT TIME ZONE '${CAMPUS_TIME_ZONE}',
         (($4::date - $5::int) + time '09:00' - make_interval(mins => $6)) AT TIME ZONE '${CAMPUS_TIME_ZONE}',
         $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)
       RETURNING id`,
      [
        language,
        `news:${news.key}`,
        text.slug,
        seedDate,
        news.daysAgo,
        index,
        text.title,
        text.content,
        text.excerpt,
        imagePath(news.image),
        news.sticky,
        JSON.stringify(serviceOf(news.serviceSlug, language)),
        JSON.stringify(acf),
      ],
    );
    if (!row) throw new Error(`News ${news.key} was not inserted`);
    for (const slug of news.houseSlugs) {
      await tx.query('INSERT INTO post_houses (post_id, house_id) VALUES ($1, $2)', [
        row.id,
        lookup(houses, slug, 'house', news.key),
      ]);
    }
    for (const slug of news.tagSlugs) {
      await tx.query('INSERT INTO post_tags (post_id, tag_id) VALUES ($1, $2)', [
        row.id,
        lookup(tags, slug, 'tag', news.key),
      ]);
    }
  }
}

async function insertEvent(
  tx: Queryable,
  event: SeedEvent,
  seedDate: string,
  houses: Map<string, number>,
): Promise<void> {
  for (const language of LANGUAGES) {
    const text = event.text[language];
    const acf = {
      organizer: text.organizer,
      origin: 'portail',
      external_id: '',
      external_url: '',
      external_mtime: '',
      locations: event.locations.map((location) => ({ ...location, place: location.place ?? '' })),
      practical: text.practical,
      service: serviceOf(event.serviceSlug, language),
      faq: text.faq ?? [],
      form: null,
      gform: null,
    };
    const start = `(($3::date + $4::int) + $5::time) AT TIME ZONE '${CAMPUS_TIME_ZONE}'`;
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO events (language, translation_group, slug, date, modified, start_at, end_at, visibility, title,
         content, fimg_url, acf)
       VALUES ($1, $2, $6, ${start} - interval '14 days', ${start} - interval '14 days', ${start},
         ${start} + make_interval(mins => $7), $8, $9, $10, $11, $12::jsonb)
       RETURNING id`,
      [
        language,
        `event:${event.key}`,
        seedDate,
        event.dayOffset,
        event.startTime,
        text.slug,
        event.durationMinutes,
        event.visibility,
        text.title,
        text.content,
        imagePath(event.image),
        JSON.stringify(acf),
      ],
    );
    if (!row) throw new Error(`Event ${event.key} was not inserted`);
    for (const slug of event.houseSlugs) {
      await tx.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
        row.id,
        lookup(houses, slug, 'house', event.key),
      ]);
    }
  }
}

/** Parents before children, so each page's parent id and path are known when it is inserted. */
function topologicalPages(pages: readonly SeedPage[]): SeedPage[] {
  const byKey = new Map(pages.map((page) => [page.key, page]));
  const ordered: SeedPage[] = [];
  const placed = new Set<string>();
  const place = (page: SeedPage) => {
    if (placed.has(page.key)) return;
    if (page.parentKey !== undefined) {
      const parent = byKey.get(page.parentKey);
      if (parent === undefined) throw new Error(`Page ${page.key} has an unknown parent ${page.parentKey}`);
      place(parent);
    }
    placed.add(page.key);
    ordered.push(page);
  };
  pages.forEach(place);
  return ordered;
}

async function insertPages(tx: Queryable, seedDate: string): Promise<void> {
  const inserted = new Map<string, { id: number; path: string }>();
  for (const page of topologicalPages(samplePages)) {
    for (const language of LANGUAGES) {
      const text = page.text[language];
      const parent = page.parentKey === undefined ? undefined : inserted.get(`${page.parentKey}:${language}`);
      const path = parent === undefined ? text.slug : `${parent.path}/${text.slug}`;
      const acf = { address: '', links: [], faq: text.faq ?? [], form: null, gform: null };
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO pages (language, translation_group, parent, slug, path, menu_order, date, modified, title,
           content, acf)
         VALUES ($1, $2, $3, $4, $5, $6, ($7::date - 180) + time '09:00', ($7::date - 30) + time '09:00', $8, $9,
           $10::jsonb)
         RETURNING id`,
        [
          language,
          `page:${page.key}`,
          parent?.id ?? null,
          text.slug,
          path,
          page.menuOrder,
          seedDate,
          text.title,
          text.content,
          JSON.stringify(acf),
        ],
      );
      if (!row) throw new Error(`Page ${page.key} was not inserted`);
      inserted.set(`${page.key}:${language}`, { id: row.id, path });
    }
  }
}

/**
 * Seeds the sample news, events and pages, in the caller's transaction, after the houses and tags.
 * seedDate is the campus's local date (YYYY-MM-DD) the relative dates count from.
 */
export async function seedSampleContent(tx: Queryable, seedDate: string): Promise<void> {
  const houses = await idsBySlug(tx, 'houses');
  const tags = await idsBySlug(tx, 'tags');
  for (const [index, news] of sampleNews.entries()) await insertNews(tx, news, index, seedDate, houses, tags);
  for (const event of sampleEvents) await insertEvent(tx, event, seedDate, houses);
  await insertPages(tx, seedDate);
}

/** Today on the campus (its time zone), as YYYY-MM-DD. */
export function campusToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CAMPUS_TIME_ZONE }).format(now);
}
