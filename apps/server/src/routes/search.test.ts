import type { EventPost, Post } from '@campus/domain/content';
import type { Place } from '@campus/domain/place';
import type { SearchResult } from '@campus/domain/search';
import type { ServicePage } from '@campus/domain/service';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInGet, userIdOf } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

const SEARCH = '/wp-json/wp/v2/search';

/**
 * GET /wp-json/wp/v2/search (issue #13, spec §2.11, §7): WordPress's search endpoint over the sample campus
 * and a few items written here for the cases the sample content does not pin down (ranking, stemming,
 * visibility). People's privacy in the search is part of the access matrix (users-directory.test.ts).
 */
describe('GET /wp-json/wp/v2/search: full-text, accent-insensitive, privacy-safe search', () => {
  let app: FastifyInstance;
  let get: (url: string) => Promise<LightMyRequestResponse>;
  const results = async (query: string) => {
    const response = await get(`${SEARCH}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResult[]>();
  };
  const titles = async (query: string) => (await results(query)).map((result) => result.title);

  async function insertPost(
    language: 'fr' | 'en',
    slug: string,
    title: string,
    content: string,
    date: string,
  ) {
    await app.db.query(
      `INSERT INTO posts (language, translation_group, slug, date, modified, title, content)
       VALUES ($1, $2, $2, $3, $3, $4, $5)`,
      [language, slug, date, title, content],
    );
  }

  beforeAll(async () => {
    app = await buildTestApp();
    get = await signedInGet(app, 'alice.martin');
    // Ranking: the older item has the word in its title, the newer one only in its body.
    await insertPost(
      'en',
      'zorblax-in-body',
      'A newer notice',
      '<p>Bring your zorblax to the desk.</p>',
      '2026-11-20T10:00:00Z',
    );
    await insertPost(
      'en',
      'zorblax-in-title',
      'Zorblax lending opens',
      '<p>Ask at the desk.</p>',
      '2026-01-05T10:00:00Z',
    );
    // French stemming and accents, both ways.
    await insertPost(
      'fr',
      'quokka-residence',
      'Quokka : la résidence rouvre',
      '<p>Travaux terminés.</p>',
      '2026-10-01T10:00:00Z',
    );
    await insertPost(
      'fr',
      'quokka-fetes',
      'Quokka en fete',
      '<p>Les fêtes de fin d’année.</p>',
      '2026-10-02T10:00:00Z',
    );
    // A house event of a house Alice does not live in.
    const [house] = await app.db.query<{ id: number }>(
      `SELECT id FROM houses WHERE id NOT IN (SELECT house_id FROM user_houses WHERE user_id = $1) ORDER BY id LIMIT 1`,
      [await userIdOf(app, 'alice.martin')],
    );
    const [event] = await app.db.query<{ id: number }>(
      `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
       VALUES ('en', 'wombat-night', 'wombat-night', now(), now(), 'Wombat night', now(), now() + interval '2 hours', 'house')
       RETURNING id`,
    );
    await app.db.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
      event!.id,
      house!.id,
    ]);
  });
  afterAll(() => app.close());

  it('refuses a visitor with jwt_auth_no_auth_header', async () => {
    const response = await app.inject({ method: 'GET', url: `${SEARCH}?search=library` });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('jwt_auth_no_auth_header');
  });

  it('answers WordPress results: id, title, url, type, subtype and a self link', async () => {
    const [result] = await results('search=zorblax&subtype=post');
    expect(result).toEqual({
      id: expect.any(Number) as number,
      title: 'Zorblax lending opens',
      url: 'http://localhost:8080/news/zorblax-in-title',
      type: 'post',
      subtype: 'post',
      _links: {
        self: [{ embeddable: true, href: `http://localhost:8080/wp-json/wp/v2/posts/${String(result!.id)}` }],
      },
    });
  });

  it('puts a title match before a body match, even an older one before a newer one', async () => {
    expect(await titles('search=zorblax')).toEqual(['Zorblax lending opens', 'A newer notice']);
  });

  it('matches by prefix for type-ahead, in the language asked', async () => {
    expect(await titles('search=zorbl&wpml_language=en')).toHaveLength(2);
    expect(await titles('search=zorbl&wpml_language=fr')).toEqual([]);
    expect(await titles('search=biblio&wpml_language=fr&subtype=places')).toEqual(['Bibliothèque']);
    expect(await titles('search=librar&wpml_language=en&subtype=places')).toEqual(['Library']);
  });

  it('stems French and ignores accents both ways ("résidences" finds "résidence", "fêtes" finds "fete")', async () => {
    const french = (text: string) =>
      titles(`search=${encodeURIComponent(text)}&wpml_language=fr&subtype=post`);
    expect(await french('quokka résidences')).toEqual(['Quokka : la résidence rouvre']);
    expect(await french('quokka residence')).toEqual(['Quokka : la résidence rouvre']);
    expect(await french('quokka fêtes')).toEqual(['Quokka en fete']);
    expect(await french('quokka fete')).toEqual(['Quokka en fete']);
    expect(await french('quokka piscine')).toEqual([]);
  });

  it('finds what a French reader types from 2 letters, stop words included ("ma", "la", "le", "mais")', async () => {
    const french = (text: string, subtype: string) =>
      titles(`search=${encodeURIComponent(text)}&wpml_language=fr&subtype=${subtype}&per_page=100`);
    expect(await french('ma', 'house')).toContain('Maison du Brésil');
    expect(await french('mais', 'house')).toContain('Maison du Japon');
    expect(await french('la', 'service')).toContain('Laverie');
    expect(await french('le', 'house')).toContain('Les toiles de Foujita');
    // A stop word typed whole is a word of the search like any other.
    expect(await french('le wi', 'post')).toContain('Le Wi-Fi eduroam arrive dans toutes les maisons');
    expect(await french('la laverie', 'service')).toContain('Laverie');
  });

  it('finds what an English reader types from 2 letters, "the" included', async () => {
    const english = (text: string, subtype = 'any') =>
      titles(`search=${encodeURIComponent(text)}&wpml_language=en&subtype=${subtype}&per_page=100`);
    expect(await english('the', 'event')).toContain('Theatre: “The Imaginary Invalid” by the campus company');
    expect(await english('the imaginary', 'event')).toEqual([
      'Theatre: “The Imaginary Invalid” by the campus company',
    ]);
    expect(await english('in', 'house')).toContain('International House');
  });

  it('stems English ("libraries" finds the Library service)', async () => {
    expect(await titles('search=libraries&subtype=service')).toEqual(['Library']);
  });

  it('searches each post type by subtype, and all of them with subtype=any', async () => {
    const subtypes = async (query: string) => new Set((await results(query)).map((result) => result.subtype));
    expect(await subtypes('search=library&per_page=100')).toEqual(
      new Set(['post', 'event', 'house', 'service', 'places']),
    );
    for (const subtype of ['post', 'event', 'house', 'service', 'places']) {
      const found = await results(`subtype=${subtype}&per_page=3`);
      expect(found.length, subtype).toBeGreaterThan(0);
      expect(found.every((result) => result.type === 'post' && result.subtype === subtype)).toBe(true);
    }
  });

  it('embeds each object in the shape of its own list endpoint with _embed', async () => {
    const [news] = await results('search=zorblax&subtype=post&_embed');
    const listed = (await get('/wp-json/wp/v2/posts?slug=zorblax-in-title')).json<Post[]>();
    expect(news!._embedded).toEqual({ self: listed });

    const [service] = await results('search=libraries&subtype=service&_embed=1');
    const services = (await get('/wp-json/wp/v2/service?slug=library&parent=0')).json<ServicePage[]>();
    expect(service!._embedded!.self).toEqual(services);
    expect(service!.url).toBe(services[0]!.link);

    const [place] = await results('search=library&subtype=places&_embed');
    const places = (await get(`/wp-json/wp/v2/places?include=${String(place!.id)}`)).json<Place[]>();
    expect(place!._embedded!.self).toEqual(places);
    expect(place!.url).toBe(`http://localhost:8080/pages/map/${String(place!.id)}`);
  });

  it('never finds an event the caller may not see (a house event of another house)', async () => {
    expect(await titles('search=wombat&subtype=event')).toEqual([]);
    const total = (await get(`${SEARCH}?subtype=event&per_page=100`)).headers['x-wp-total'];
    const events = (await get('/wp-json/wp/v2/event?per_page=100')).json<EventPost[]>();
    expect(Number(total)).toBe(events.length);
  });

  it('pages with page (or paged) and per_page, and sends X-WP-Total and X-WP-TotalPages', async () => {
    const first = await get(`${SEARCH}?subtype=event&per_page=4`);
    const total = Number(first.headers['x-wp-total']);
    expect(total).toBeGreaterThan(8);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 4)));
    const second = await results('subtype=event&per_page=4&page=2');
    const secondAgain = await results('subtype=event&per_page=4&paged=2');
    expect(secondAgain).toEqual(second);
    const firstIds = first.json<SearchResult[]>().map((result) => result.id);
    expect(second.some((result) => firstIds.includes(result.id))).toBe(false);
    const past = await get(`${SEARCH}?subtype=event&per_page=4&page=${String(Math.ceil(total / 4) + 1)}`);
    expect(past.statusCode).toBe(400);
    expect(past.json<{ code: string }>().code).toBe('rest_post_invalid_page_number');
  });

  it('uses 10 results per page by default (spec §9)', async () => {
    const response = await get(`${SEARCH}?subtype=event`);
    expect(response.json<SearchResult[]>()).toHaveLength(10);
  });

  it('finds people by name only, without accents, never the caller (spec §5)', async () => {
    const people = await results('type=user&search=ines&_embed');
    expect(people.map((person) => person.title)).toEqual(['Inês Silva']);
    expect(people[0]).toMatchObject({ type: 'user', subtype: 'user' });
    expect(await titles('type=user&search=alice%20martin')).toEqual([]);
  });

  it('combines a people search with the directory filters (house, tags)', async () => {
    const [ines] = await results('type=user&search=ines&_embed');
    const house = (ines!._embedded!.self[0] as { house: number }).house;
    expect(await titles(`type=user&search=ines&filter[tax-house]=${String(house)}`)).toEqual(['Inês Silva']);
    const [otherHouse] = await app.db.query<{ id: number }>('SELECT id FROM houses WHERE id <> $1 LIMIT 1', [
      house,
    ]);
    expect(await titles(`type=user&search=ines&filter[tax-house]=${String(otherHouse!.id)}`)).toEqual([]);
    const housemates = await get(`${SEARCH}?type=user&filter[tax-house]=${String(house)}&per_page=100`);
    expect(housemates.json<SearchResult[]>().length).toBe(Number(housemates.headers['x-wp-total']));
    expect(housemates.json<SearchResult[]>().map((result) => result.title)).toContain('Inês Silva');
  });

  it('finds terms by name or label in the language asked', async () => {
    const [law] = await results('type=term&search=droit&wpml_language=en');
    expect(law).toMatchObject({ type: 'term', subtype: 'tax-tag', title: 'Law' });
    const [droit] = await results('type=term&search=law&wpml_language=fr&subtype=tax-tag');
    expect(droit).toMatchObject({ id: law!.id, title: 'Droit' });
  });

  it('refuses one-character keywords, a subtype of another type and an unknown type (400 rest_invalid_param)', async () => {
    for (const query of [
      'search=a',
      'search=%20b%20',
      'type=user&subtype=post',
      'subtype=user',
      'type=page',
    ]) {
      const response = await get(`${SEARCH}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ code: string }>().code, query).toBe('rest_invalid_param');
    }
  });

  it('treats the text as words only: tsquery syntax finds nothing and breaks nothing', async () => {
    for (const text of ['zorblax & !', "'zorblax':*", '!!', '(|)', 'zorblax <-> desk']) {
      const response = await get(`${SEARCH}?search=${encodeURIComponent(text)}`);
      expect(response.statusCode, text).toBe(200);
    }
    expect(await titles(`search=${encodeURIComponent('(|)')}`)).toEqual([]);
    expect(await titles(`search=${encodeURIComponent("'zorblax':*")}`)).toHaveLength(2);
  });
});
