import type { EventPost } from '@campus/domain/content';
import type { HousePage } from '@campus/domain/house-page';
import type { Place } from '@campus/domain/place';
import type { TagTerm } from '@campus/domain/taxonomy';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCampus } from '../../test/sample-content.ts';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';

const PLACES = '/wp-json/wp/v2/places';
const CATEGORIES = '/wp-json/wp/v2/places-categories';
const samplePlaces = sampleCampus.places.places;

describe('GET /wp-json/wp/v2/places and places-categories: the campus map (spec §2.8, §3 Place, §7)', () => {
  let app: FastifyInstance;
  let get: (url: string) => Promise<LightMyRequestResponse>;
  let categories: TagTerm[];

  beforeAll(async () => {
    app = await buildTestApp();
    get = await signedInGet(app, 'alice.martin');
    categories = (await get(`${CATEGORIES}?per_page=100`)).json<TagTerm[]>();
  });
  afterAll(() => app.close());

  it('refuses a visitor with jwt_auth_no_auth_header', async () => {
    const response = await app.inject({ method: 'GET', url: PLACES });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('jwt_auth_no_auth_header');
  });

  it('lists the place categories with their label, colour, icon and number of places', () => {
    expect(categories.map((category) => category.slug).sort()).toEqual(
      sampleCampus.places.categories.map((category) => category.key).sort(),
    );
    for (const seed of sampleCampus.places.categories) {
      const category = categories.find((candidate) => candidate.slug === seed.key)!;
      expect(category.taxonomy).toBe('places-categories');
      expect(category.parent).toBe(0);
      expect(category.acf.label).toEqual([
        { lang: 'fr', value: seed.fr },
        { lang: 'en', value: seed.en },
      ]);
      expect(category.acf.category_place_color).toBe(seed.color);
      expect(category.acf.category_place_icon).toEqual({ class: seed.icon });
      expect(category.count).toBe(samplePlaces.filter((place) => place.category === seed.key).length);
    }
  });

  it('lists every place of a language, with coordinates, category, hours, phone, access and itinerary', async () => {
    for (const language of ['fr', 'en'] as const) {
      const response = await get(`${PLACES}?wpml_language=${language}&per_page=100`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-wp-total']).toBe(String(samplePlaces.length));
      const places = response.json<Place[]>();
      expect(places).toHaveLength(samplePlaces.length);
      for (const place of places) {
        const seed = samplePlaces.find((candidate) => candidate.key === place.slug)!;
        expect(place.title.rendered).toBe(seed.title[language]);
        expect(place.lang).toBe(language);
        expect(place.link).toBe(`${TEST_PUBLIC_URL}/pages/map/${String(place.id)}`);
        expect(place.acf.place_coordinates.markers).toEqual([{ lat: seed.lat, lng: seed.lng }]);
        expect(place.acf.place_hours).toBe(seed.hours[language]);
        expect(place.acf.place_access).toBe(seed.access[language]);
        expect(place.acf.place_phone).toBe(seed.phone);
        expect(place.acf.place_access_link).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?/);
        const category = categories.find((candidate) => candidate.slug === seed.category)!;
        expect(place.acf.place_category).toBe(category.id);
        expect(place['places-categories']).toEqual([category.id]);
      }
    }
  });

  it('shows the picture of its house on a house place, absolute on the portal, and none elsewhere', async () => {
    const places = (await get(`${PLACES}?wpml_language=en&per_page=100`)).json<Place[]>();
    const house = places.find((place) => place.slug === 'japan-house')!;
    expect(house['tax-house']).toHaveLength(1);
    expect(house.acf.place_house_img).toMatch(new RegExp(`^(${TEST_PUBLIC_URL}/|data:image/)`));
    const gate = places.find((place) => place.slug === 'west-gate')!;
    expect(gate['tax-house']).toEqual([]);
    expect(gate.acf.place_house_img).toBe(false);
  });

  it('filters by category (places-categories=) and by id (include=); an unknown category lists nothing', async () => {
    const sports = categories.find((category) => category.slug === 'sports')!;
    const filtered = (await get(`${PLACES}?places-categories=${String(sports.id)}&per_page=100`)).json<
      Place[]
    >();
    expect(filtered.map((place) => place.slug).sort()).toEqual(
      samplePlaces
        .filter((place) => place.category === 'sports')
        .map((place) => place.key)
        .sort(),
    );
    const unknown = await get(`${PLACES}?places-categories=987654`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
    expect(unknown.headers['x-wp-total']).toBe('0');
    const [one] = filtered;
    const included = (await get(`${PLACES}?include=${String(one!.id)}`)).json<Place[]>();
    expect(included.map((place) => place.id)).toEqual([one!.id]);
    const invalid = await get(`${PLACES}?places-categories=abc`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ code: string }>().code).toBe('rest_invalid_param');
  });

  it("opens the same place from either language's id: include= gives the translation of the language asked", async () => {
    const inLanguage = async (language: 'fr' | 'en') =>
      (await get(`${PLACES}?wpml_language=${language}&per_page=100`)).json<Place[]>();
    const [french, english] = await Promise.all([inLanguage('fr'), inLanguage('en')]);
    const frenchLibrary = french.find((place) => place.slug === 'library')!;
    const englishLibrary = english.find((place) => place.slug === 'library')!;
    expect(frenchLibrary.id).not.toBe(englishLibrary.id);

    const included = async (ids: number[], language: 'fr' | 'en') => {
      const response = await get(`${PLACES}?include=${ids.join(',')}&wpml_language=${language}`);
      expect(response.statusCode).toBe(200);
      return response.json<Place[]>().map((place) => [place.id, place.lang, place.title.rendered]);
    };
    const frenchOne = [frenchLibrary.id, 'fr', frenchLibrary.title.rendered];
    const englishOne = [englishLibrary.id, 'en', englishLibrary.title.rendered];
    expect(await included([englishLibrary.id], 'fr')).toEqual([frenchOne]);
    expect(await included([frenchLibrary.id], 'en')).toEqual([englishOne]);
    // Its own language's id still names it, and both ids together name it once.
    expect(await included([frenchLibrary.id], 'fr')).toEqual([frenchOne]);
    expect(await included([frenchLibrary.id, englishLibrary.id], 'en')).toEqual([englishOne]);
    expect(await included([987654], 'fr')).toEqual([]);
  });

  it('pages with X-WP-Total and X-WP-TotalPages', async () => {
    const response = await get(`${PLACES}?per_page=10&page=2`);
    expect(response.json<Place[]>()).toHaveLength(10);
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(samplePlaces.length / 10)));
  });

  it('links event and house locations to the place of their own language', async () => {
    for (const language of ['fr', 'en'] as const) {
      const places = (await get(`${PLACES}?wpml_language=${language}&per_page=100`)).json<Place[]>();
      const ids = new Set(places.map((place) => String(place.id)));
      const events = (await get(`/wp-json/wp/v2/event?wpml_language=${language}&per_page=100`)).json<
        EventPost[]
      >();
      const eventPlaces = events.flatMap((event) => event.acf.locations.map((location) => location.place));
      const housePages = (await get(`/wp-json/wp/v2/house?wpml_language=${language}&per_page=100`)).json<
        HousePage[]
      >();
      const housePlaces = housePages.flatMap((page) => page.acf.locations.map((location) => location.place));
      const named = [...eventPlaces, ...housePlaces].filter((place) => place !== '');
      expect(named.length, language).toBeGreaterThan(5);
      for (const place of named) expect(ids.has(place), `${language} place ${place}`).toBe(true);
    }
  });
});
