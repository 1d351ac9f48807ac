/**
 * Inserts the sample news, events and pages: one row per language file, the two translations of an item
 * sharing a translation group; dates computed from the seed date so the campus always looks current.
 */
import type { Language } from '@campus/domain/locale';
import { CAMPUS_TIME_ZONE } from '../db/content-sql.ts';
import type { Queryable } from '../db/db.ts';
import type { ContentFile, SampleCampus } from './load-sample-campus.ts';
import { gformAcf } from './insert-forms.ts';
import { contactFormAcf, faqAcf } from './item-acf.ts';
import type { EventFrontMatter, NewsFrontMatter, PageFrontMatter } from './seed-file-schemas.ts';

function serviceOf(
  campus: SampleCampus,
  slug: string | undefined,
  language: Language,
): { slug: string; name: string } | null {
  if (slug === undefined) return null;
  const names = campus.services[slug];
  if (names === undefined) throw new Error(`Sample content refers to unknown service "${slug}"`);
  return { slug, name: names[language] };
}

async function idsBySlug(tx: Queryable, table: 'houses' | 'tags'): Promise<Map<string, number>> {
  const rows = await tx.query<{ id: number; slug: string }>(`SELECT id, slug FROM ${table}`);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function lookup(ids: Map<string, number>, slug: string, what: string, file: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`${file} refers to unknown ${what} "${slug}"`);
  return id;
}

const imagePath = (image: string | undefined): string | null =>
  image === undefined ? null : `/sample-images/${image}`;

async function insertNews(
  tx: Queryable,
  campus: SampleCampus,
  item: ContentFile<NewsFrontMatter>,
  seedDate: string,
  houses: Map<string, number>,
  tags: Map<string, number>,
): Promise<void> {
  const { meta, language } = item;
  const acf = {
    alert: meta.alert ?? '',
    faq: faqAcf(meta.faq),
    form: contactFormAcf(meta.form),
    gform: await gformAcf(tx, meta.gform, item.file),
  };
  const published = `(($4::date - $5::int) + $6::time) AT TIME ZONE '${CAMPUS_TIME_ZONE}'`;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO posts (language, translation_group, slug, date, modified, title, content, excerpt, fimg_url,
       sticky, service, acf)
     VALUES ($1, $2, $3, ${published}, ${published}, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)
     RETURNING id`,
    [
      language,
      `news:${item.key}`,
      meta.slug,
      seedDate,
      meta.daysAgo,
      meta.time,
      meta.title,
      item.content,
      meta.excerpt,
      imagePath(meta.image),
      meta.sticky,
      JSON.stringify(serviceOf(campus, meta.service, language)),
      JSON.stringify(acf),
    ],
  );
  if (!row) throw new Error(`${item.file} was not inserted`);
  for (const slug of meta.houses ?? []) {
    await tx.query('INSERT INTO post_houses (post_id, house_id) VALUES ($1, $2)', [
      row.id,
      lookup(houses, slug, 'house', item.file),
    ]);
  }
  for (const slug of meta.tags ?? []) {
    await tx.query('INSERT INTO post_tags (post_id, tag_id) VALUES ($1, $2)', [
      row.id,
      lookup(tags, slug, 'tag', item.file),
    ]);
  }
}

async function insertEvent(
  tx: Queryable,
  campus: SampleCampus,
  item: ContentFile<EventFrontMatter>,
  seedDate: string,
  houses: Map<string, number>,
): Promise<void> {
  const { meta, language } = item;
  const acf = {
    organizer: meta.organizer,
    origin: 'portail',
    external_id: '',
    external_url: '',
    external_mtime: '',
    locations: meta.locations.map((location) =>
      'place' in location
        ? { name: location.name, url: '', place: location.place }
        : { name: location.name, url: location.url, place: '' },
    ),
    practical: meta.practical,
    service: serviceOf(campus, meta.service, language),
    faq: faqAcf(meta.faq),
    form: contactFormAcf(meta.form),
    gform: await gformAcf(tx, meta.gform, item.file),
  };
  const localStart = `(($3::date + $4::int) + $5::time)`;
  const start = `${localStart} AT TIME ZONE '${CAMPUS_TIME_ZONE}'`;
  // Announced two weeks before it starts, at the same local hour (counted in campus time, so a change of
  // summer time in between moves nothing) — but never later than yesterday: an item is not written in the
  // future, and the staff console's "modified" column would show a date to come.
  const announced = `LEAST(${localStart} - interval '14 days', ($3::date - 1) + time '09:00')
    AT TIME ZONE '${CAMPUS_TIME_ZONE}'`;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO events (language, translation_group, slug, date, modified, start_at, end_at, visibility, title,
       content, fimg_url, acf)
     VALUES ($1, $2, $6, ${announced}, ${announced}, ${start},
       ${start} + make_interval(mins => $7), $8, $9, $10, $11, $12::jsonb)
     RETURNING id`,
    [
      language,
      `event:${item.key}`,
      seedDate,
      meta.dayOffset,
      meta.startTime,
      meta.slug,
      meta.durationMinutes,
      meta.visibility,
      meta.title,
      item.content,
      imagePath(meta.image),
      JSON.stringify(acf),
    ],
  );
  if (!row) throw new Error(`${item.file} was not inserted`);
  for (const slug of meta.houses ?? []) {
    await tx.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
      row.id,
      lookup(houses, slug, 'house', item.file),
    ]);
  }
}

/**
 * The pages as the menu reads them: each parent followed by its children in menu order, depth first. The
 * listing breaks menu-order ties by id, so this order keeps it a reading order.
 */
function inMenuOrder(pages: readonly ContentFile<PageFrontMatter>[]): ContentFile<PageFrontMatter>[] {
  const byMenuOrder = (a: ContentFile<PageFrontMatter>, b: ContentFile<PageFrontMatter>) =>
    a.meta.menuOrder - b.meta.menuOrder || a.key.localeCompare(b.key);
  const ordered: ContentFile<PageFrontMatter>[] = [];
  const visit = (parent: string | undefined, language: Language) => {
    const children = pages
      .filter((page) => page.language === language && page.meta.parent === parent)
      .sort(byMenuOrder);
    for (const child of children) {
      ordered.push(child);
      visit(child.key, language);
    }
  };
  for (const language of ['fr', 'en'] as const) visit(undefined, language);
  const unreached = pages.find((page) => !ordered.includes(page));
  if (unreached !== undefined) {
    throw new Error(
      `${unreached.file} is not under a top-level page (unknown parent, or a cycle of parents)`,
    );
  }
  return ordered;
}

async function insertPages(tx: Queryable, campus: SampleCampus, seedDate: string): Promise<void> {
  const inserted = new Map<string, { id: number; path: string }>();
  for (const item of inMenuOrder(campus.pages)) {
    const { meta, language } = item;
    const parent = meta.parent === undefined ? undefined : inserted.get(`${meta.parent}.${language}`);
    const path = parent === undefined ? meta.slug : `${parent.path}/${meta.slug}`;
    const acf = {
      address: '',
      links: [],
      faq: faqAcf(meta.faq),
      form: null,
      gform: await gformAcf(tx, meta.gform, item.file),
    };
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO pages (language, translation_group, parent, slug, path, menu_order, date, modified, title,
         content, acf)
       VALUES ($1, $2, $3, $4, $5, $6, ($7::date - 180) + time '09:00', ($7::date - 30) + time '09:00', $8, $9,
         $10::jsonb)
       RETURNING id`,
      [
        language,
        `page:${item.key}`,
        parent?.id ?? null,
        meta.slug,
        path,
        meta.menuOrder,
        seedDate,
        meta.title,
        item.content,
        JSON.stringify(acf),
      ],
    );
    if (!row) throw new Error(`${item.file} was not inserted`);
    inserted.set(`${item.key}.${language}`, { id: row.id, path });
  }
}

/**
 * Seeds the sample news, events and pages, in the caller's transaction, after the houses and tags.
 * seedDate is the campus's local date (YYYY-MM-DD) the relative dates count from.
 */
export async function insertSampleContent(
  tx: Queryable,
  campus: SampleCampus,
  seedDate: string,
): Promise<void> {
  const houses = await idsBySlug(tx, 'houses');
  const tags = await idsBySlug(tx, 'tags');
  for (const item of campus.news) await insertNews(tx, campus, item, seedDate, houses, tags);
  for (const item of campus.events) await insertEvent(tx, campus, item, seedDate, houses);
  await insertPages(tx, campus, seedDate);
}

/** Today on the campus (its time zone), as YYYY-MM-DD. */
export function campusToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CAMPUS_TIME_ZONE }).format(now);
}
