import type { ServiceTerm } from '@campus/domain/service';
import type { HouseTerm, TagTerm } from '@campus/domain/taxonomy';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINDABLE_PEOPLE_SQL, countRows } from '../../test/count-rows.ts';
import { insertHouseAndServiceFixture } from '../../test/house-and-service-fixtures.ts';
import { signedInGet, userIdOf } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, appForSuite } from '../../test/test-app.ts';
import {
  sampleHouses as SAMPLE_HOUSES,
  sampleTagGroups as SAMPLE_TAG_GROUPS,
} from '../../test/sample-content.ts';

describe('GET /wp-json/wp/v2/tax-house, tax-tag and {taxonomy}?parent= (spec §3 terms, §7)', () => {
  const app = appForSuite();
  let get: (url: string) => Promise<LightMyRequestResponse>;
  beforeAll(async () => {
    get = await signedInGet(app(), 'alice.martin');
  });

  /**
   * The people of a tag or a house whom the viewer ($1) may find in the directory (§2.9, §6), written from
   * the spec: the term counts must never count anyone else (issue #27). A house counts only people who
   * share their house, as the directory's house filter finds only them.
   */
  const findableWithTag = (viewerId: number, tagId: number) =>
    countRows(
      app().db,
      `${FINDABLE_PEOPLE_SQL} AND EXISTS (SELECT 1 FROM user_tags t WHERE t.user_id = u.id AND t.tag_id = $2)`,
      [viewerId, tagId],
    );
  const findableInHouse = (viewerId: number, houseId: number) =>
    countRows(
      app().db,
      `${FINDABLE_PEOPLE_SQL} AND 'house' = ANY(u.show)
       AND EXISTS (SELECT 1 FROM user_houses h WHERE h.user_id = u.id AND h.house_id = $2)`,
      [viewerId, houseId],
    );

  it('lists the houses with per_page 100, each with term_id, acf and its number of residents', async () => {
    const response = await get('/wp-json/wp/v2/tax-house?per_page=100');
    const houses = response.json<HouseTerm[]>();
    expect(houses).toHaveLength(SAMPLE_HOUSES.length);
    expect(response.headers['x-wp-total']).toBe(String(SAMPLE_HOUSES.length));
    const main = houses.filter((house) => house.acf.main);
    expect(main).toHaveLength(1);
    const argentina = houses.find((house) => house.slug === 'maison-de-l-argentine')!;
    expect(argentina).toMatchObject({ term_id: argentina.id, taxonomy: 'tax-house', parent: 0 });
    // Its residents whom Alice may find: her housemates of house confidentiality count, private people not.
    expect(argentina.count).toBe(await findableInHouse(await userIdOf(app(), 'alice.martin'), argentina.id));
    expect(argentina.count).toBeGreaterThan(0);
    expect(argentina.acf.image?.sizes.thumbnail).toBeTruthy();
  });

  it("gives every house its name in French and English (acf.label), the term's name staying French (issue #29)", async () => {
    const houses = (await get('/wp-json/wp/v2/tax-house?per_page=100')).json<HouseTerm[]>();
    const argentina = houses.find((house) => house.slug === 'maison-de-l-argentine')!;
    expect(argentina.name).toBe("Maison de l'Argentine");
    expect(argentina.acf.label).toEqual([
      { lang: 'fr', value: "Maison de l'Argentine" },
      { lang: 'en', value: 'Argentine House' },
    ]);
    for (const house of houses) {
      expect(
        house.acf.label.map((label) => label.lang),
        house.slug,
      ).toEqual(['fr', 'en']);
      expect(house.acf.label[0]?.value, house.slug).toBe(house.name);
    }
  });

  it("counts a tag's and a house's people among those the caller may find, never the hidden ones (issue #27)", async () => {
    // The probe's case: benevole's only holder is private, so Alice finds nobody with it.
    const [benevole] = (await get('/wp-json/wp/v2/tax-tag?slug=benevole')).json<TagTerm[]>();
    expect(benevole?.count).toBe(0);
    const [holders] = await app().db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM user_tags WHERE tag_id = $1',
      [benevole!.id],
    );
    expect(holders!.count).toBeGreaterThan(0);

    // Every tag and every house, for two residents of different houses.
    for (const username of ['alice.martin', 'camille.dupont']) {
      const as = await signedInGet(app(), username);
      const viewerId = await userIdOf(app(), username);
      const tags: TagTerm[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await as(`/wp-json/wp/v2/tax-tag?per_page=100&page=${String(page)}`);
        tags.push(...answer.json<TagTerm[]>());
        if (page >= Number(answer.headers['x-wp-totalpages'])) break;
      }
      expect(tags.length).toBeGreaterThan(30);
      for (const tag of tags)
        expect(tag.count, `${username} / ${tag.slug}`).toBe(await findableWithTag(viewerId, tag.id));
      const houses = (await as('/wp-json/wp/v2/tax-house?per_page=100')).json<HouseTerm[]>();
      for (const house of houses) {
        expect(house.count, `${username} / ${house.slug}`).toBe(await findableInHouse(viewerId, house.id));
      }
    }
  });

  it('counts nothing for a visitor: the term lists need a signed-in person (spec §6), as the directory does', async () => {
    for (const url of ['/wp-json/wp/v2/tax-tag', '/wp-json/wp/v2/tax-house']) {
      const response = await app().inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: 'jwt_auth_no_auth_header' });
    }
  });

  it('finds a tag by slug', async () => {
    const tags = (await get('/wp-json/wp/v2/tax-tag?slug=committee')).json<TagTerm[]>();
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatchObject({ slug: 'committee', parent: 0, taxonomy: 'tax-tag' });
  });

  it('lists the children of a parent tag with GET /wp/v2/{taxonomy}?parent=', async () => {
    const [interest] = (await get('/wp-json/wp/v2/tax-tag?slug=interest')).json<TagTerm[]>();
    const children = (await get(`/wp-json/wp/v2/tax-tag?parent=${interest!.id}&per_page=100`)).json<
      TagTerm[]
    >();
    const group = SAMPLE_TAG_GROUPS.find((item) => item.slug === 'interest')!;
    expect(children).toHaveLength(group.children.length);
    expect(children.every((tag) => tag.parent === interest!.id)).toBe(true);
    expect(children[0]?.acf.label).toEqual(expect.arrayContaining([expect.objectContaining({ lang: 'en' })]));
    const parents = (await get('/wp-json/wp/v2/tax-tag?parent=0')).json<TagTerm[]>();
    expect(parents.map((tag) => tag.slug).sort()).toEqual(SAMPLE_TAG_GROUPS.map((item) => item.slug).sort());
  });

  it('answers 404 rest_no_route for a taxonomy that does not exist, and 400 for per_page over 100', async () => {
    const unknown = await get('/wp-json/wp/v2/tax-nothing');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('rest_no_route');
    expect((await get('/wp-json/wp/v2/tax-tag?per_page=101')).statusCode).toBe(400);
  });
});

describe('GET /wp-json/wp/v2/tax-service: service terms (spec §3 Service term, §7)', () => {
  const app = appForSuite();
  let get: (url: string) => Promise<LightMyRequestResponse>;
  let termId: number;

  beforeAll(async () => {
    termId = (await insertHouseAndServiceFixture(app().db)).serviceTermId;
    get = await signedInGet(app(), 'alice.martin');
  });

  it('sends a term with its labels in both languages, its image and the number of news it published', async () => {
    const response = await get('/wp-json/wp/v2/tax-service?slug=fx-term');
    expect(response.statusCode).toBe(200);
    expect(response.json<ServiceTerm[]>()).toEqual([
      {
        id: termId,
        term_id: termId,
        name: 'Fixture service',
        slug: 'fx-term',
        taxonomy: 'tax-service',
        count: 1,
        acf: {
          label: [
            { lang: 'fr', value: 'Service fixture' },
            { lang: 'en', value: 'Fixture service' },
          ],
          image: {
            url: `${TEST_PUBLIC_URL}/sample-images/fx-term.png`,
            sizes: { thumbnail: `${TEST_PUBLIC_URL}/sample-images/fx-term-150.png` },
          },
        },
        description: '',
        parent: 0,
      },
    ]);
  });

  it('lists every term with per_page 100 and the WordPress headers, and finds one by include', async () => {
    const response = await get('/wp-json/wp/v2/tax-service?per_page=100');
    const terms = response.json<ServiceTerm[]>();
    expect(response.headers['x-wp-total']).toBe(String(terms.length));
    expect(terms.map((term) => term.slug)).toContain('fx-term');
    const included = await get(`/wp-json/wp/v2/tax-service?include=${termId}`);
    expect(included.json<ServiceTerm[]>().map((term) => term.id)).toEqual([termId]);
    expect((await get('/wp-json/wp/v2/tax-service?parent=3')).json()).toEqual([]);
    expect((await get('/wp-json/wp/v2/tax-service?per_page=101')).statusCode).toBe(400);
  });
});
