import type { EventPost } from '@campus/domain/content';
import type { Place } from '@campus/domain/place';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { sampleEvents } from '../../test/sample-content.ts';

const EVENTS = '/wp-json/wp/v2/event?wpml_language=en&per_page=100';
type Get = (url: string) => Promise<LightMyRequestResponse>;

/** The English slugs of the events a resident of these houses may see (spec §3 Event visibility). */
const visibleTo = (houses: string[]) =>
  sampleEvents
    .filter(
      (event) => event.visibility === 'public' || event.houseSlugs.some((slug) => houses.includes(slug)),
    )
    .map((event) => event.text.en.slug)
    .sort();

describe('GET /wp-json/wp/v2/event: the events (spec §3 Event, §7)', () => {
  let app: FastifyInstance;
  let alice: Get;
  let camille: Get;
  let emma: Get;

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInGet(app, 'alice.martin');
    camille = await signedInGet(app, 'camille.dupont');
    emma = await signedInGet(app, 'emma.leroy');
  });
  afterAll(() => app.close());

  const slugs = async (get: Get, url = EVENTS) =>
    (await get(url))
      .json<EventPost[]>()
      .map((event) => event.slug)
      .sort();

  it('shows a resident the public events and those of their house only', async () => {
    expect(await slugs(alice)).toEqual(visibleTo(['maison-de-l-argentine']));
  });

  it('shows a resident of two houses the events of both', async () => {
    expect(await slugs(camille)).toEqual(visibleTo(['fondation-deutsch-de-la-meurthe', 'maison-du-bresil']));
  });

  it('shows a person without a house the public events only', async () => {
    expect(await slugs(emma)).toEqual(visibleTo([]));
  });

  it('answers an empty list for the slug of an event of another house, as for an unknown slug', async () => {
    const brazilOnly = sampleEvents.find(
      (event) => event.houseSlugs.length === 1 && event.houseSlugs[0] === 'maison-du-bresil',
    )!;
    const url = `/wp-json/wp/v2/event?wpml_language=en&slug=${brazilOnly.text.en.slug}`;
    const hidden = await alice(url);
    expect(hidden.json()).toEqual([]);
    expect(hidden.headers['x-wp-total']).toBe('0');
    expect(await slugs(camille, url)).toEqual([brazilOnly.text.en.slug]);
  });

  it('orders by start ascending, and descending on order=desc', async () => {
    const events = (await alice(EVENTS)).json<EventPost[]>();
    const starts = events.map((event) => event.acf.start);
    expect(starts).toEqual([...starts].sort());
    expect(starts[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const desc = (await alice(`${EVENTS}&order=desc`)).json<EventPost[]>().map((event) => event.acf.start);
    expect(desc).toEqual([...starts].reverse());
  });

  it('pages with X-WP-Total and X-WP-TotalPages, per_page limited to 1–100', async () => {
    const total = visibleTo(['maison-de-l-argentine']).length;
    const response = await alice('/wp-json/wp/v2/event?wpml_language=en&per_page=5&page=2');
    expect(response.json<EventPost[]>()).toHaveLength(5);
    expect(response.headers['x-wp-total']).toBe(String(total));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 5)));
    for (const perPage of ['0', '101']) {
      const refused = await alice(`/wp-json/wp/v2/event?per_page=${perPage}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('rest_invalid_param');
    }
  });

  it('sends the §3 acf: start, end, organizer, visibility, locations, practical, origin portail', async () => {
    const seed = sampleEvents.find(
      (event) => event.text.en.faq !== undefined && event.visibility === 'public',
    )!;
    const [event] = (await alice(`/wp-json/wp/v2/event?wpml_language=fr&slug=${seed.text.fr.slug}`)).json<
      EventPost[]
    >();
    expect(event?.title.rendered).toBe(seed.text.fr.title);
    expect(event?.acf).toMatchObject({
      organizer: seed.text.fr.organizer,
      practical: seed.text.fr.practical,
      origin: 'portail',
      visibility: { value: 'public', label: 'Public' },
      faq: seed.text.fr.faq,
    });
    // A campus place is named by key in the data files and sent as the id of the place of the event's language.
    const places = (await alice('/wp-json/wp/v2/places?wpml_language=fr&per_page=100')).json<Place[]>();
    const slugOf = (id: string) => places.find((place) => String(place.id) === id)?.slug;
    expect(
      event?.acf.locations.map((location) => ({
        ...location,
        place: location.place === '' ? '' : slugOf(location.place),
      })),
    ).toEqual(seed.locations);
    expect(event!.acf.end > event!.acf.start).toBe(true);
  });
});

describe('GET /wp-json/wp/v2/event?period=: the coming and the past events, each paged on its own (issue #29)', () => {
  let app: FastifyInstance;
  let alice: Get;
  const pageOf = async (query: string) => {
    const response = await alice(`/wp-json/wp/v2/event?wpml_language=en&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return {
      slugs: response.json<EventPost[]>().map((event) => event.slug),
      total: response.headers['x-wp-total'],
    };
  };

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInGet(app, 'alice.martin');
    // Around the clock of the request: one just over, one still under way.
    await app.db.query(
      `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
       VALUES ('en', 'just-over', 'just-over', now(), now(), 'Just over', now() - interval '3 hours', now() - interval '1 hour', 'public'),
              ('en', 'under-way', 'under-way', now(), now(), 'Under way', now() - interval '1 hour', now() + interval '1 hour', 'public')`,
    );
  });
  afterAll(() => app.close());

  it('keeps the events not over yet with period=upcoming, those over with period=past, and nothing twice', async () => {
    const all = await pageOf('per_page=100');
    const upcoming = await pageOf('per_page=100&period=upcoming');
    const past = await pageOf('per_page=100&period=past&order=desc');
    expect(upcoming.slugs).toContain('under-way');
    expect(upcoming.slugs).not.toContain('just-over');
    expect(past.slugs).toContain('just-over');
    expect(past.slugs).not.toContain('under-way');
    expect([...upcoming.slugs, ...past.slugs].sort()).toEqual([...all.slugs].sort());
    expect(Number(upcoming.total) + Number(past.total)).toBe(Number(all.total));
  });

  it('orders each by start as asked: the coming ones ascending, the past ones most recent first', async () => {
    const startsOf = async (query: string) =>
      (await alice(`/wp-json/wp/v2/event?wpml_language=en&per_page=100&${query}`))
        .json<EventPost[]>()
        .map((event) => event.acf.start);
    const coming = await startsOf('period=upcoming');
    expect(coming).toEqual([...coming].sort());
    const past = await startsOf('period=past&order=desc');
    expect(past).toEqual([...past].sort().reverse());
  });

  it('pages each list with its own X-WP-Total and X-WP-TotalPages', async () => {
    const first = await alice('/wp-json/wp/v2/event?wpml_language=en&period=past&order=desc&per_page=2');
    const total = Number(first.headers['x-wp-total']);
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    const second = await pageOf('period=past&order=desc&per_page=2&page=2');
    expect(second.slugs.some((slug) => first.json<EventPost[]>().some((event) => event.slug === slug))).toBe(
      false,
    );
  });

  it('refuses an unknown period (400 rest_invalid_param)', async () => {
    const response = await alice('/wp-json/wp/v2/event?period=soon');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('rest_invalid_param');
  });
});
