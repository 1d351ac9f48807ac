import { createHash } from 'node:crypto';
import { PUBLIC_PAGE_SLUGS } from '@campus/domain/public-pages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { sampleCampusSeedDate } from '../seeding/seed-sample-campus.ts';

/**
 * Every content list's answers on the sample campus, byte for byte, against a committed record
 * (apps/server/src/routes/__snapshots__/content-answers.txt): the proof that a change to how the content
 * types are stored, listed or projected (issue #30's one content engine, ADR 030) changes no answer. Each
 * request's status, paging headers and ids are written out, with a digest of its whole body; the full bodies
 * (one item a line) of each type's first page in both languages are written out too, so that a change shows
 * which field moved.
 *
 * The sample campus is seeded with dates counted from the day it is seeded, so every calendar date is written
 * as its distance in days from that day; no event starts or ends within a day of it, so the coming and past
 * events (by the database's clock) do not depend on the hour the test runs.
 */

const API = '/wp-json/wp/v2';
const LANGUAGES = ['en', 'fr'] as const;
const DAY_MS = 86_400_000;

type Caller = 'visitor' | 'alice (Argentine house)' | 'camille (Deutsch house)' | 'emma (no house)';

interface Ids {
  argentine: number;
  bresil: number;
  deutsch: number;
  mainHousePage: number;
  campusService: number;
  topPage: number;
  placeCategory: number;
  frPlace: number;
  enPlace: number;
  /** Slugs per language: one news item, two services, a page that is not public. */
  slugs: Record<'en' | 'fr', { post: string; services: string; page: string }>;
}

/** The date YYYY-MM-DD as `{seed±N}`, N its distance in days from the seed date. */
function relativeDates(text: string, seedDate: string): string {
  const seed = Date.parse(`${seedDate}T00:00:00Z`);
  return text.replace(/\b(\d{4}-\d{2}-\d{2})(?=[T "])/g, (date) => {
    const days = Math.round((Date.parse(`${date}T00:00:00Z`) - seed) / DAY_MS);
    return `{seed${days < 0 ? '' : '+'}${String(days)}}`;
  });
}

function contentUrls(ids: Ids): string[] {
  const urls: string[] = [];
  for (const lang of LANGUAGES) {
    const l = `wpml_language=${lang}`;
    for (const type of ['posts', 'event', 'pages', 'house', 'service', 'places']) {
      urls.push(
        `${API}/${type}?${l}`,
        `${API}/${type}?${l}&per_page=100`,
        `${API}/${type}?${l}&per_page=3`,
        `${API}/${type}?${l}&per_page=3&page=2`,
        `${API}/${type}?${l}&per_page=7&page=3`,
        `${API}/${type}?${l}&per_page=100&page=2`,
      );
    }
    urls.push(
      `${API}/posts?${l}&tax-house=${String(ids.argentine)}`,
      `${API}/posts?${l}&tax-house=${String(ids.argentine)},${String(ids.bresil)}&per_page=2`,
      `${API}/posts?${l}&slug=${ids.slugs[lang].post}`,
      `${API}/event?${l}&order=desc`,
      `${API}/event?${l}&order=desc&per_page=4&page=2`,
      `${API}/event?${l}&period=upcoming`,
      `${API}/event?${l}&period=past`,
      `${API}/event?${l}&period=past&order=desc&per_page=3`,
      `${API}/event?${l}&tax-house=${String(ids.argentine)}`,
      `${API}/event?${l}&tax-house=${String(ids.deutsch)}&period=upcoming`,
      `${API}/event?${l}&slug=argentina-asado`,
      `${API}/event?${l}&slug=deutsch-general-meeting,park-yoga`,
      `${API}/pages?${l}&parent=0`,
      `${API}/pages?${l}&parent=${String(ids.topPage)}`,
      `${API}/pages?${l}&slug=${PUBLIC_PAGE_SLUGS.join(',')}`,
      `${API}/pages?${l}&slug=faq`,
      `${API}/pages?${l}&slug=${ids.slugs[lang].page},faq`,
      `${API}/house?${l}&parent=0`,
      `${API}/house?${l}&tax-house=${String(ids.argentine)}`,
      `${API}/house?${l}&tax-house=${String(ids.argentine)}&parent=0`,
      `${API}/house?${l}&parent=${String(ids.mainHousePage)}`,
      `${API}/service?${l}&parent=0`,
      `${API}/service?${l}&parent=${String(ids.campusService)}`,
      `${API}/service?${l}&tax-house=${String(ids.bresil)}`,
      `${API}/service?${l}&parent=${String(ids.mainHousePage)}`,
      `${API}/service?${l}&slug=${ids.slugs[lang].services}`,
      `${API}/places?${l}&places-categories=${String(ids.placeCategory)}`,
      `${API}/places?${l}&include=${String(ids.frPlace)},${String(ids.enPlace)}`,
      `${API}/search?${l}&search=maison&_embed`,
      `${API}/search?${l}&search=house&subtype=post,event&_embed`,
      `${API}/search?${l}&search=concert&subtype=event&_embed`,
      `${API}/search?${l}&search=service&subtype=service,house&_embed`,
      `${API}/search?${l}&search=bibliotheque&subtype=places&_embed`,
      `${API}/search?${l}&search=maison&page=2&_embed`,
    );
  }
  return urls;
}

/** The URLs whose whole bodies are written out: each type's full first page in both languages. */
const FULL_BODY = /\/(posts|event|pages|house|service|places)\?wpml_language=(en|fr)&per_page=100$/;

describe('the content lists answer as recorded (issue #30)', () => {
  let app: FastifyInstance;
  let headersOf: Map<Caller, Record<string, string>>;
  let ids: Ids;
  let seedDate: string;

  beforeAll(async () => {
    app = await buildTestApp();
    seedDate = await sampleCampusSeedDate(app.db);
    headersOf = new Map<Caller, Record<string, string>>([
      ['visitor', {}],
      ['alice (Argentine house)', (await signedInCaller(app, 'alice.martin')).headers],
      ['camille (Deutsch house)', (await signedInCaller(app, 'camille.dupont')).headers],
      ['emma (no house)', (await signedInCaller(app, 'emma.leroy')).headers],
    ]);
    const one = async (sql: string): Promise<number> => {
      const [row] = await app.db.query<{ id: number }>(sql);
      if (row === undefined) throw new Error(`no row for ${sql}`);
      return row.id;
    };
    const slugsOf = async (lang: 'en' | 'fr') => {
      const slug = async (sql: string): Promise<string> => {
        const rows = await app.db.query<{ slug: string }>(sql, [lang]);
        if (rows.length === 0) throw new Error(`no slug for ${sql}`);
        return rows.map((row) => row.slug).join(',');
      };
      return {
        post: await slug('SELECT slug FROM posts WHERE language = $1 ORDER BY id LIMIT 1'),
        services: await slug(
          'SELECT slug FROM service_pages WHERE language = $1 AND house_id IS NULL ORDER BY id DESC LIMIT 2',
        ),
        page: await slug(
          "SELECT slug FROM pages WHERE language = $1 AND slug NOT IN ('accessibility', 'faq', 'policy', 'legal') ORDER BY id LIMIT 1",
        ),
      };
    };
    ids = {
      slugs: { en: await slugsOf('en'), fr: await slugsOf('fr') },
      argentine: await one("SELECT id FROM houses WHERE slug = 'maison-de-l-argentine'"),
      bresil: await one("SELECT id FROM houses WHERE slug = 'maison-du-bresil'"),
      deutsch: await one("SELECT id FROM houses WHERE slug = 'fondation-deutsch-de-la-meurthe'"),
      mainHousePage: await one(
        "SELECT p.id FROM house_pages p JOIN houses h ON h.id = p.house_id WHERE h.slug = 'maison-de-l-argentine' AND p.parent IS NULL AND p.language = 'en'",
      ),
      campusService: await one(
        "SELECT s.id FROM service_pages s WHERE s.house_id IS NULL AND s.parent_service IS NULL AND s.language = 'en' AND EXISTS (SELECT 1 FROM service_pages c WHERE c.parent_service = s.id) ORDER BY s.id LIMIT 1",
      ),
      topPage: await one(
        "SELECT p.id FROM pages p WHERE p.parent IS NULL AND p.language = 'en' AND EXISTS (SELECT 1 FROM pages c WHERE c.parent = p.id) ORDER BY p.id LIMIT 1",
      ),
      placeCategory: await one(
        'SELECT category_id AS id FROM places WHERE category_id IS NOT NULL ORDER BY id LIMIT 1',
      ),
      frPlace: await one("SELECT id FROM places WHERE language = 'fr' ORDER BY id LIMIT 1"),
      enPlace: await one("SELECT id FROM places WHERE language = 'en' ORDER BY id DESC LIMIT 1"),
    };
  });
  afterAll(() => app.close());

  it('answers every content list URL of every caller as recorded', async () => {
    const record: string[] = [];
    const bodies: string[] = [];
    for (const [caller, headers] of headersOf) {
      for (const url of contentUrls(ids)) {
        const response = await app.inject({ method: 'GET', url, headers });
        const body = relativeDates(response.body, seedDate);
        const parsed: unknown = JSON.parse(body);
        const listed = Array.isArray(parsed)
          ? parsed.map((item: { id?: number; type?: string }) => `${item.type ?? '?'}:${String(item.id)}`)
          : (parsed as { code?: string }).code;
        record.push(
          [
            `${caller} GET ${url}`,
            `  ${String(response.statusCode)} total=${String(response.headers['x-wp-total'])} pages=${String(response.headers['x-wp-totalpages'])} link=${String(response.headers['link'])} expose=${String(response.headers['access-control-expose-headers'])}`,
            `  ${JSON.stringify(listed)}`,
            `  sha256 ${createHash('sha256').update(body).digest('hex')}`,
          ].join('\n'),
        );
        if (caller === 'alice (Argentine house)' && FULL_BODY.test(url)) {
          const items = (parsed as unknown[]).map((item) => JSON.stringify(item));
          bodies.push(`${caller} GET ${url}\n${items.join('\n')}`);
        }
      }
    }
    await expect(`${[...record, '', ...bodies].join('\n')}\n`).toMatchFileSnapshot(
      './__snapshots__/content-answers.txt',
    );
  });
});
