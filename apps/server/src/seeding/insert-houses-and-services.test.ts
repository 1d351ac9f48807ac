import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCampus,
  sampleCampusServices,
  sampleCommittee,
  sampleHousePages,
  sampleHouseServices,
  sampleHouses,
} from '../../test/sample-content.ts';
import { openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/db.ts';

/** What the seeded database holds for issue #10's screens: the rows behind §2.6 and §2.7. */
describe('sample houses and services seed (issue #10)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('seeds one tax-service term per services.yaml entry, named in French and labelled in both languages', async () => {
    const rows = await db.query<{
      slug: string;
      name: string;
      acf: { label: { lang: string; value: string }[] };
    }>('SELECT slug, name, acf FROM service_terms ORDER BY slug');
    expect(rows.map((row) => row.slug)).toEqual(Object.keys(sampleCampus.services).sort());
    for (const row of rows) {
      const names = sampleCampus.services[row.slug];
      expect(row.name).toBe(names?.fr);
      expect(row.acf.label).toEqual([
        { lang: 'fr', value: names?.fr },
        { lang: 'en', value: names?.en },
      ]);
    }
  });

  it('gives every house one main page per language, with contact, address, 1–3 locations and a FAQ', async () => {
    const mains = await db.query<{
      slug: string;
      language: string;
      acf: { contact: string; address: string; locations: unknown[]; faq: unknown[]; links: unknown[] };
    }>(
      `SELECT h.slug, p.language, p.acf FROM house_pages p JOIN houses h ON h.id = p.house_id
       WHERE p.parent IS NULL ORDER BY h.slug, p.language`,
    );
    expect(mains).toHaveLength(sampleHouses.length * 2);
    for (const main of mains) {
      expect(main.acf.contact, main.slug).toMatch(/^<p>/);
      expect(main.acf.address.split('\n').length, main.slug).toBeGreaterThanOrEqual(2);
      expect(main.acf.locations.length, main.slug).toBeGreaterThanOrEqual(1);
      expect(main.acf.locations.length, main.slug).toBeLessThanOrEqual(3);
      expect(main.acf.faq.length, main.slug).toBeGreaterThanOrEqual(2);
      expect(main.acf.links.length, main.slug).toBeGreaterThanOrEqual(2);
    }
    const stored = mains.find((main) => main.slug === 'maison-de-l-argentine' && main.language === 'en');
    const expected = sampleHousePages.find((page) => page.key === 'maison-de-l-argentine');
    // The data files name places by key; the seed stores the id of the place of the page's language.
    const placeKeys = new Map(
      (await db.query<{ id: number; slug: string }>("SELECT id, slug FROM places WHERE language = 'en'")).map(
        (place) => [String(place.id), place.slug],
      ),
    );
    const locations = (stored?.acf.locations ?? []) as { name: string; url: string; place: string }[];
    expect(
      locations.some((location) => location.place !== ''),
      'a location of alice’s house is a place',
    ).toBe(true);
    expect({
      ...stored?.acf,
      locations: locations.map((location) => ({
        ...location,
        place: location.place === '' ? '' : placeKeys.get(location.place),
      })),
    }).toEqual(expected?.text.en.acf);
  });

  it('covers each location rule of §2.6: one location, several, and one with neither url nor place', () => {
    const locations = sampleHousePages
      .map((page) => page.text.en.acf.locations)
      .filter((list) => list.length);
    expect(locations.some((list) => list.length === 1)).toBe(true);
    expect(locations.some((list) => list.length >= 2)).toBe(true);
    expect(locations.flat().filter((location) => location.url === '' && location.place === '')).toHaveLength(
      1,
    );
  });

  it('hangs sub-pages under the main page of their house', async () => {
    const rows = await db.query<{ house: number; parent_house: number; parent_parent: number | null }>(
      `SELECT p.house_id AS house, parent.house_id AS parent_house, parent.parent AS parent_parent
       FROM house_pages p JOIN house_pages parent ON parent.id = p.parent`,
    );
    const subPages = sampleHousePages.filter((page) => page.parentKey !== undefined);
    expect(new Set(subPages.map((page) => page.houseSlug)).size).toBeGreaterThanOrEqual(2);
    expect(rows).toHaveLength(subPages.length * 2);
    for (const row of rows) {
      expect(row.house).toBe(row.parent_house);
      expect(row.parent_parent).toBeNull();
    }
  });

  it('gives every house its own service tree, 3 levels deep, its top level under the house main page', async () => {
    const rows = await db.query<{
      house: string;
      language: string;
      path: string;
      depth: number;
      top_parent_house: string | null;
      top_parent_language: string | null;
    }>(
      `SELECT h.slug AS house, s.language, s.path, array_length(string_to_array(s.path, '/'), 1) AS depth,
         ph.slug AS top_parent_house, hp.language AS top_parent_language
       FROM service_pages s JOIN houses h ON h.id = s.house_id
       LEFT JOIN house_pages hp ON hp.id = s.parent_house_page AND hp.parent IS NULL
       LEFT JOIN houses ph ON ph.id = hp.house_id`,
    );
    for (const house of sampleHouses) {
      const own = rows.filter((row) => row.house === house.slug);
      expect(own.length, house.slug).toBe(sampleHouseServices(house.slug).length * 2);
      expect(Math.max(...own.map((row) => row.depth)), house.slug).toBe(3);
      for (const top of own.filter((row) => row.depth === 1)) {
        expect([top.top_parent_house, top.top_parent_language]).toEqual([house.slug, top.language]);
      }
      expect(own.filter((row) => row.depth > 1).every((row) => row.top_parent_house === null)).toBe(true);
    }
    // The template is varied per house: some services only where they are offered.
    const counts = new Set(sampleHouses.map((house) => sampleHouseServices(house.slug).length));
    expect(counts.size).toBeGreaterThan(1);
  });

  it('keeps each service path its parent path plus its slug, in both scopes', async () => {
    const rows = await db.query<{ path: string; slug: string; parent_path: string | null }>(
      `SELECT s.path, s.slug, parent.path AS parent_path FROM service_pages s
       LEFT JOIN service_pages parent ON parent.id = s.parent_service`,
    );
    for (const row of rows) {
      expect(row.path).toBe(row.parent_path === null ? row.slug : `${row.parent_path}/${row.slug}`);
    }
  });

  it('fills the campus catalogue: ≥ 4 categories, the invoices service in digital, the emergency service', async () => {
    const rows = await db.query<{
      slug: string;
      language: string;
      acf: { invoices: boolean; service_category: { value: string; label: string }[] };
    }>('SELECT slug, language, acf FROM service_pages WHERE house_id IS NULL AND parent_service IS NULL');
    expect(rows).toHaveLength(sampleCampusServices.filter((service) => !service.parentKey).length * 2);
    const values = new Set(rows.flatMap((row) => row.acf.service_category.map((category) => category.value)));
    expect(values.size).toBeGreaterThanOrEqual(4);
    expect([...values]).toEqual(expect.arrayContaining(['campus', 'digital', 'health', 'housing']));
    const invoices = rows.filter((row) => row.acf.invoices);
    expect(invoices.map((row) => [row.slug, row.acf.service_category.map((c) => c.value)])).toEqual([
      ['invoices', ['digital']],
      ['invoices', ['digital']],
    ]);
    expect(
      rows
        .filter((row) => row.slug === 'emergency')
        .map((row) => row.language)
        .sort(),
    ).toEqual(['en', 'fr']);
    const french = rows.find((row) => row.slug === 'invoices' && row.language === 'fr');
    expect(french?.acf.service_category).toEqual([{ value: 'digital', label: 'Numérique' }]);
  });

  it('gives every house a committee of at least 3 people its residents can see; alice sees 3 besides herself', async () => {
    for (const house of sampleHouses) {
      const visible = sampleCommittee(house.slug).filter(
        (person) => person.confidentiality !== 'private' && person.show.includes('name'),
      );
      expect(visible.length, house.slug).toBeGreaterThanOrEqual(3);
    }
    const argentine = sampleCommittee('maison-de-l-argentine').map((person) => person.username);
    // A list never shows the caller (§5): alice, on the committee, sees the 3 others.
    expect(argentine).toHaveLength(4);
    expect(argentine).toContain('alice.martin');
    const [row] = await db.query<{ count: number }>(
      `SELECT count(DISTINCT u.id)::int AS count FROM users u
       JOIN user_houses uh ON uh.user_id = u.id JOIN houses h ON h.id = uh.house_id
       JOIN user_tags ut ON ut.user_id = u.id JOIN tags t ON t.id = ut.tag_id
       JOIN tags parent ON parent.id = t.parent
       WHERE h.slug = 'maison-de-l-argentine' AND parent.slug = 'committee'`,
    );
    expect(row?.count).toBe(4);
  });
});
