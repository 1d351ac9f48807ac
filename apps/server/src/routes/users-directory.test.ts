import type { DirectoryUser } from '@campus/domain/directory-user';
import type { SearchResult } from '@campus/domain/search';
import type { HouseTerm, TagTerm } from '@campus/domain/taxonomy';
import type { Confidentiality, ShowItem } from '@campus/domain/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSessionApp, type SessionApp } from '../../test/signed-in-as.ts';

/**
 * The access matrix of spec §6 against a small oracle of its own (not @campus/domain/privacy, the rule under
 * test): viewers × targets (level × show item) × surfaces. Every field must be present exactly when the
 * oracle allows it, and a hidden person must be indistinguishable from one who does not exist.
 */

const VIEWERS = ['self', 'housemate', 'otherHouse', 'acceptedContact', 'pendingContact', 'blocked'] as const;
type Viewer = (typeof VIEWERS)[number];
const LEVELS: Confidentiality[] = ['public', 'house', 'private'];
const SHOW_SETS: ShowItem[][] = [
  [],
  ['image'],
  ['mobile'],
  ['email'],
  ['name'],
  ['house'],
  ['image', 'mobile', 'email', 'name', 'house'],
];
const SURFACES = [
  'list',
  'directory',
  'single',
  'searchName',
  'searchEmail',
  'searchPhone',
  'include',
  'relationList',
  'globalSearchName',
  'globalSearchEmail',
  'globalSearchPhone',
  'globalSearchUsername',
] as const;
type Surface = (typeof SURFACES)[number];

interface Target {
  id: number;
  index: number;
  level: Confidentiality;
  show: ShowItem[];
  name: string;
  email: string;
  phone: string;
  photo: string;
}

/** The oracle: what a viewer may see of a target, written out as the spec's sentences. */
function oracle(viewer: Viewer, target: Target): Set<ShowItem> | null {
  if (viewer === 'self') return new Set(['image', 'mobile', 'email', 'name', 'house']);
  // Viewers of the target's house: the housemate and the blocked one; everyone else lives elsewhere.
  const sharesHouse = viewer === 'housemate' || viewer === 'blocked';
  const levelLetsSee = { public: true, house: sharesHouse, private: false }[target.level];
  if (!levelLetsSee) return null;
  const items = new Set(target.show);
  // A block withholds contact information (mobile, e-mail) but nothing else.
  if (viewer === 'blocked') {
    items.delete('mobile');
    items.delete('email');
  }
  return items;
}

/** §5: lists hold people with a shared name or photo, never the caller. */
function listable(viewer: Viewer, items: Set<ShowItem> | null): boolean {
  return viewer !== 'self' && items !== null && (items.has('name') || items.has('image'));
}

describe('privacy of people on every surface (spec §6, §5, §7 users)', () => {
  let session: SessionApp;
  const viewerIds = new Map<Viewer, number>();
  const targets: Target[] = [];
  let homeHouse: { term_id: number; name: string; slug: string };
  let matrixTag: number;
  let cases = 0;

  async function insertUser(
    username: string,
    values: Partial<Target> & { level: Confidentiality; show: ShowItem[] },
  ) {
    const [row] = await session.app.db.query<{ id: number }>(
      `INSERT INTO users (username, email, first_name, last_name, display_name, confidentiality, show, mobilephone, photo)
       VALUES ($1, $2, 'Matrix', $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        username,
        values.email ?? `${username}@campus.example`,
        username,
        values.name ?? username,
        values.level,
        values.show,
        values.phone ?? null,
        values.photo ?? null,
      ],
    );
    return row!.id;
  }

  beforeAll(async () => {
    session = await buildSessionApp();
    const db = session.app.db;
    // The targets' house is the matrix's own, so its term count counts no one but the matrix's people.
    const [matrixHouse] = await db.query<{ term_id: number; name: string; slug: string }>(
      "INSERT INTO houses (name, slug) VALUES ('Matrix House', 'matrix-house') RETURNING id AS term_id, name, slug",
    );
    homeHouse = matrixHouse!;
    const elsewhere = (
      await db.query<{ term_id: number; name: string; slug: string }>(
        'SELECT id AS term_id, name, slug FROM houses WHERE id <> $1 ORDER BY id LIMIT 1',
        [homeHouse.term_id],
      )
    )[0]!;
    const [tag] = await db.query<{ id: number }>(
      "INSERT INTO tags (name, slug) VALUES ('Matrix', 'matrix') RETURNING id",
    );
    matrixTag = tag!.id;

    let index = 0;
    for (const level of LEVELS) {
      for (const show of SHOW_SETS) {
        index += 1;
        const target: Target = {
          id: 0,
          index,
          level,
          show,
          name: `Zed Target${String(index).padStart(2, '0')}x`,
          email: `target${index}.hidden@matrix.example`,
          phone: `+33 6 55 00 ${String(index).padStart(2, '0')} 99`,
          photo: `https://img.example/${index}.png`,
        };
        target.id = await insertUser(`matrix.target${index}`, target);
        await db.query('INSERT INTO user_houses (user_id, house_id, position) VALUES ($1, $2, 0)', [
          target.id,
          homeHouse.term_id,
        ]);
        await db.query('INSERT INTO user_tags (user_id, tag_id) VALUES ($1, $2)', [target.id, matrixTag]);
        targets.push(target);
      }
    }
    for (const viewer of VIEWERS) {
      if (viewer === 'self') continue;
      const id = await insertUser(`matrix.${viewer}`, { level: 'private', show: [] });
      const house = viewer === 'housemate' || viewer === 'blocked' ? homeHouse : elsewhere;
      await db.query('INSERT INTO user_houses (user_id, house_id, position) VALUES ($1, $2, 0)', [
        id,
        house.term_id,
      ]);
      viewerIds.set(viewer, id);
      for (const target of targets) {
        if (viewer === 'acceptedContact' || viewer === 'pendingContact') {
          await db.query('INSERT INTO user_relations (user_a, user_b, relation_status) VALUES ($1, $2, $3)', [
            id,
            target.id,
            viewer === 'acceptedContact' ? 'accepted' : 'requested',
          ]);
        }
        if (viewer === 'blocked') {
          await db.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)', [target.id, id]);
        }
      }
    }
  });
  afterAll(async () => {
    console.info(`access matrix: ${cases} cases`);
    await session.app.close();
  });

  function expected(viewer: Viewer, target: Target, items: ReadonlySet<ShowItem>): DirectoryUser {
    const name = items.has('name');
    const house = items.has('house');
    return {
      id: target.id,
      name: name ? target.name : '',
      first_name: name ? 'Matrix' : '',
      last_name: name ? `matrix.target${target.index}` : '',
      email: items.has('email') ? target.email : '',
      house: house ? homeHouse.term_id : null,
      in_my_network: viewer === 'acceptedContact',
      acf: {
        photo: items.has('image') ? target.photo : null,
        mobilephone: items.has('mobile') ? target.phone : null,
        // The matrix's house was saved without a label list: its card carries an empty one.
        user_house: house ? [{ ...homeHouse, label: [] }] : [],
      },
    };
  }

  const viewerIdOf = (viewer: Viewer, target: Target) =>
    viewer === 'self' ? target.id : viewerIds.get(viewer)!;

  async function seenOn(
    surface: Surface,
    viewer: Viewer,
    target: Target,
  ): Promise<DirectoryUser | null | 'missing'> {
    const as = (url: string) =>
      session.as(viewerIdOf(viewer, target), { method: 'GET', url: `/wp-json${url}` });
    const listFind = async (url: string) => {
      const response = await as(url);
      expect(response.statusCode).toBe(200);
      const users = response.json<DirectoryUser[]>();
      // The count is that of what is listed: hidden people are absent from X-WP-Total too.
      expect(Number(response.headers['x-wp-total'])).toBe(users.length);
      return users.find((user) => user.id === target.id) ?? 'missing';
    };
    // The global search (issue #13): people by name only, each result embedding the projected person.
    const globalSearchFind = async (text: string) => {
      const response = await as(
        `/wp/v2/search?type=user&_embed&per_page=100&search=${encodeURIComponent(text)}`,
      );
      expect(response.statusCode).toBe(200);
      const results = response.json<SearchResult[]>();
      expect(Number(response.headers['x-wp-total'])).toBe(results.length);
      const result = results.find((candidate) => candidate.id === target.id);
      if (result === undefined) return 'missing';
      const person = result._embedded!.self[0] as DirectoryUser;
      expect(result.title).toBe(person.name);
      return person;
    };
    // The unfiltered directory, kept per set of the viewer's houses (ADR 042's addition): every page.
    const directoryFind = async () => {
      const found: DirectoryUser[] = [];
      for (let page = 1; ; page += 1) {
        const response = await as(`/wp/v2/users?per_page=100&page=${String(page)}`);
        expect(response.statusCode).toBe(200);
        found.push(...response.json<DirectoryUser[]>());
        if (page >= Number(response.headers['x-wp-totalpages'])) {
          expect(Number(response.headers['x-wp-total'])).toBe(found.length);
          break;
        }
      }
      return found.find((user) => user.id === target.id) ?? 'missing';
    };
    switch (surface) {
      case 'list':
        return listFind(`/wp/v2/users?per_page=100&filter[tax-tag]=${matrixTag}`);
      case 'directory':
        return directoryFind();
      case 'include':
        return listFind(`/wp/v2/users?include=${target.id}`);
      case 'searchName':
        return listFind(`/wp/v2/users?search=${encodeURIComponent(target.name)}`);
      case 'searchEmail':
        return listFind(`/wp/v2/users?search=${encodeURIComponent(target.email)}`);
      case 'searchPhone':
        return listFind(`/wp/v2/users?search=${encodeURIComponent(target.phone)}`);
      case 'single': {
        const response = await as(`/wp/v2/users/${target.id}`);
        if (response.statusCode === 404) {
          const missing = await as('/wp/v2/users/987654');
          expect(response.json()).toEqual(missing.json());
          return 'missing';
        }
        expect(response.statusCode).toBe(200);
        return response.json<DirectoryUser>();
      }
      case 'globalSearchName':
        return globalSearchFind(target.name);
      case 'globalSearchEmail':
        return globalSearchFind(target.email);
      case 'globalSearchPhone':
        return globalSearchFind(target.phone);
      case 'globalSearchUsername':
        return globalSearchFind(`matrix.target${target.index}`);
      case 'relationList': {
        const response = await as('/wp/v2/usernetwork?per_page=100');
        expect(response.statusCode).toBe(200);
        const relations =
          response.json<{ acf: { user_a: number; user_b: number }; other_user: DirectoryUser | null }[]>();
        const me = viewerIdOf(viewer, target);
        const relation = relations.find(
          ({ acf }) => (acf.user_a === me ? acf.user_b : acf.user_a) === target.id,
        );
        return relation === undefined ? 'missing' : relation.other_user;
      }
    }
  }

  function expectation(surface: Surface, viewer: Viewer, target: Target): DirectoryUser | null | 'missing' {
    const items = oracle(viewer, target);
    switch (surface) {
      case 'single':
        return items === null ? 'missing' : expected(viewer, target, items);
      case 'list':
      case 'directory':
      case 'include':
        return listable(viewer, items) ? expected(viewer, target, items!) : 'missing';
      case 'searchName':
      case 'globalSearchName':
        return listable(viewer, items) && items!.has('name') ? expected(viewer, target, items!) : 'missing';
      // §5: the global search matches names only, never an e-mail, a phone or a username.
      case 'globalSearchEmail':
      case 'globalSearchPhone':
      case 'globalSearchUsername':
        return 'missing';
      case 'searchEmail':
        return listable(viewer, items) && items!.has('email') ? expected(viewer, target, items!) : 'missing';
      case 'searchPhone':
        return listable(viewer, items) && items!.has('mobile') ? expected(viewer, target, items!) : 'missing';
      case 'relationList':
        if (viewer !== 'acceptedContact' && viewer !== 'pendingContact') return 'missing';
        // The relation is listed; the other party shows only as far as the level lets the viewer see them.
        return items === null ? null : expected(viewer, target, items);
    }
  }

  for (const viewer of VIEWERS) {
    for (const surface of SURFACES) {
      it(`${viewer} sees on ${surface} exactly what the oracle allows, for every level and shared item`, async () => {
        for (const target of targets) {
          const seen = await seenOn(surface, viewer, target);
          expect(seen, `${viewer} / ${surface} / ${target.level} [${target.show.join(',')}]`).toEqual(
            expectation(surface, viewer, target),
          );
          cases += 1;
        }
      });
    }
  }

  /**
   * Term counts (issue #27): the matrix tag (carried by every target) and the matrix house (every target's)
   * count exactly the targets the oracle lets the viewer find, the house only those who share it, on the term
   * lists and embedded in the global search; a count that includes a hidden person would narrow down who
   * they are. The self viewer is a target, so it is left out here.
   */
  for (const viewer of VIEWERS.filter((candidate) => candidate !== 'self')) {
    it(`${viewer} counts on the matrix tag and house only the people the oracle lets them find`, async () => {
      const as = async (url: string) => {
        const response = await session.as(viewerIds.get(viewer)!, { method: 'GET', url: `/wp-json${url}` });
        expect(response.statusCode).toBe(200);
        return response;
      };
      const findable = targets.filter((target) => listable(viewer, oracle(viewer, target)));
      const foundByHouse = findable.filter((target) => oracle(viewer, target)!.has('house'));
      const [tag] = (await as(`/wp/v2/tax-tag?include=${matrixTag}`)).json<TagTerm[]>();
      expect(tag?.count, `${viewer} / tax-tag`).toBe(findable.length);
      const [house] = (await as(`/wp/v2/tax-house?include=${homeHouse.term_id}`)).json<HouseTerm[]>();
      expect(house?.count, `${viewer} / tax-house`).toBe(foundByHouse.length);
      const found = (await as('/wp/v2/search?type=term&search=matrix&_embed&per_page=100')).json<
        SearchResult[]
      >();
      const embedded = (id: number, subtype: string) =>
        found.find((result) => result.id === id && result.subtype === subtype)?._embedded?.self[0] as
          { count: number } | undefined;
      expect(embedded(matrixTag, 'tax-tag')?.count, `${viewer} / search tax-tag`).toBe(findable.length);
      expect(embedded(homeHouse.term_id, 'tax-house')?.count, `${viewer} / search tax-house`).toBe(
        foundByHouse.length,
      );
    });
  }

  it('ran every case of the matrix', () => {
    expect(cases).toBe(VIEWERS.length * SURFACES.length * LEVELS.length * SHOW_SETS.length);
  });
});

describe('GET /wp-json/wp/v2/users: paging, search and the caller (spec §5, §7)', () => {
  let session: SessionApp;
  let alice: number;
  beforeAll(async () => {
    session = await buildSessionApp();
    alice = await session.idOf('alice.martin');
  });
  afterAll(() => session.app.close());

  const get = (url: string) => session.as(alice, { method: 'GET', url: `/wp-json${url}` });

  it('pages with per_page and page and reports X-WP-Total and X-WP-TotalPages', async () => {
    const all = await get('/wp/v2/users?per_page=100');
    const total = Number(all.headers['x-wp-total']);
    expect(total).toBe(all.json<unknown[]>().length);
    expect(total).toBeGreaterThan(3);
    const first = await get('/wp/v2/users?per_page=2&page=1');
    const second = await get('/wp/v2/users?per_page=2&page=2');
    expect(first.headers['x-wp-total']).toBe(String(total));
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(total / 2)));
    const ids = [...first.json<DirectoryUser[]>(), ...second.json<DirectoryUser[]>()].map((user) => user.id);
    expect(ids).toEqual(
      all
        .json<DirectoryUser[]>()
        .slice(0, 4)
        .map((user) => user.id),
    );
  });

  it.each(['0', '101', 'x'])('answers 400 rest_invalid_param for per_page=%s', async (perPage) => {
    const response = await get(`/wp/v2/users?per_page=${perPage}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('rest_invalid_param');
  });

  it('answers 400 rest_invalid_param for page=0 and a page past the last with rest_user_invalid_page_number', async () => {
    expect((await get('/wp/v2/users?page=0')).json<{ code: string }>().code).toBe('rest_invalid_param');
    const past = await get('/wp/v2/users?per_page=100&page=9');
    expect(past.statusCode).toBe(400);
    expect(past.json<{ code: string }>().code).toBe('rest_user_invalid_page_number');
  });

  it("gives each card's houses their names per language (issue #29)", async () => {
    const people = (await get('/wp/v2/users?per_page=100')).json<DirectoryUser[]>();
    const houses = people.flatMap((person) => person.acf.user_house);
    expect(houses.length).toBeGreaterThan(0);
    expect(houses.find((house) => house.slug === 'maison-de-l-argentine')?.label).toEqual([
      { lang: 'fr', value: "Maison de l'Argentine" },
      { lang: 'en', value: 'Argentine House' },
    ]);
    for (const house of houses) expect(house.label?.map((label) => label.lang)).toEqual(['fr', 'en']);
  });

  it('never lists the caller, even when searched by name or included by id', async () => {
    for (const url of [
      '/wp/v2/users?per_page=100',
      '/wp/v2/users?search=Alice',
      `/wp/v2/users?include=${alice}`,
    ]) {
      const users = (await get(url)).json<DirectoryUser[]>();
      expect(users.map((user) => user.id)).not.toContain(alice);
    }
  });

  it('searches names without accents or case, both ways (issue #13: "Ines" finds "Inês")', async () => {
    const names = async (text: string) =>
      (await get(`/wp/v2/users?search=${encodeURIComponent(text)}`))
        .json<DirectoryUser[]>()
        .map((u) => u.name);
    expect(await names('ines')).toEqual(['Inês Silva']);
    expect(await names('INÊS SIL')).toEqual(['Inês Silva']);
    expect(await names('garcia')).toEqual(['Sofía García']);
    // An accent typed where the name has none still finds it.
    expect(await names('Lùcas Bêrnard')).toEqual(['Lucas Bernard']);
    // LIKE's wildcards are taken literally.
    expect(await names('%')).toEqual([]);
  });

  it('finds nobody by a hidden e-mail or phone, and finds a shared e-mail', async () => {
    // lucas.bernard shares his mobile and e-mail; mehdi.benali (private) shares nothing.
    expect((await get('/wp/v2/users?search=mehdi.benali@campus')).json()).toEqual([]);
    expect(
      (await get('/wp/v2/users?search=paul.durand@campus')).json<DirectoryUser[]>().map((u) => u.name),
    ).toEqual(['Paul Durand']);
    // sofia.garcia (house level, visible to alice) does not share her phone.
    expect((await get('/wp/v2/users?search=98 76 54')).json()).toEqual([]);
    expect((await get('/wp/v2/users?search=12 34 56')).json<DirectoryUser[]>().map((u) => u.name)).toEqual([
      'Lucas Bernard',
    ]);
  });

  it('filters by tags, a person needing all of them, and by a shared house', async () => {
    const [economics, master1] = await session.app.db.query<{ id: number }>(
      "SELECT id FROM tags WHERE slug IN ('economie', 'master-1') ORDER BY slug",
    );
    const names = async (url: string) => (await get(url)).json<DirectoryUser[]>().map((user) => user.name);
    expect(await names(`/wp/v2/users?filter[tax-tag]=${economics!.id}`)).toEqual(['Yuki Tanaka']);
    expect(await names(`/wp/v2/users?filter[tax-tag]=${economics!.id},${master1!.id}`)).toEqual([
      'Yuki Tanaka',
    ]);
    const [japan] = await session.app.db.query<{ id: number }>(
      "SELECT id FROM houses WHERE slug = 'maison-du-japon'",
    );
    // Manon Girard (residents.yaml) also lives there, but at house level: hidden from alice, in another house.
    expect((await names(`/wp/v2/users?filter[tax-house]=${japan!.id}`)).sort()).toEqual([
      'Haruto Sato',
      'Lucas Bernard',
      'Yuki Tanaka',
    ]);
  });

  it('finds by a parent tag the people carrying one of its child tags, each requested tag still required', async () => {
    const [discipline, economics, master1] = await session.app.db.query<{ id: number }>(
      `SELECT id FROM tags WHERE slug IN ('discipline', 'economie', 'master-1')
       ORDER BY array_position(ARRAY['discipline', 'economie', 'master-1'], slug)`,
    );
    const names = async (url: string) => (await get(url)).json<DirectoryUser[]>().map((user) => user.name);
    const byParent = await names(`/wp/v2/users?per_page=100&filter[tax-tag]=${discipline!.id}`);
    expect(byParent).toContain('Yuki Tanaka');
    // Nobody carries the parent tag itself: every match comes through a child.
    const carriers = await session.app.db.query<{ display_name: string }>(
      `SELECT DISTINCT u.display_name FROM users u JOIN user_tags ut ON ut.user_id = u.id
       JOIN tags t ON t.id = ut.tag_id WHERE t.parent = $1 OR t.id = $1`,
      [discipline!.id],
    );
    expect(carriers.map((row) => row.display_name)).toEqual(expect.arrayContaining(byParent));
    expect(await names(`/wp/v2/users?filter[tax-tag]=${discipline!.id},${economics!.id}`)).toEqual([
      'Yuki Tanaka',
    ]);
    const both = await names(`/wp/v2/users?per_page=100&filter[tax-tag]=${discipline!.id},${master1!.id}`);
    expect(both).toContain('Yuki Tanaka');
    expect(both.every((name) => byParent.includes(name))).toBe(true);
  });

  it('never finds someone by a house they do not share, though they stay in the directory (§6)', async () => {
    const [japan] = await session.app.db.query<{ id: number }>(
      "SELECT id FROM houses WHERE slug = 'maison-du-japon'",
    );
    const names = async (url: string) => (await get(url)).json<DirectoryUser[]>().map((user) => user.name);
    const lucas = await session.idOf('lucas.bernard');
    const setShow = (show: ShowItem[]) =>
      session.as(lucas, {
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(lucas)}`,
        payload: { acf: { show } },
      });
    const [before] = await session.app.db.query<{ show: ShowItem[] }>(
      'SELECT show FROM users WHERE id = $1',
      [lucas],
    );
    expect(before!.show).toContain('house');

    expect((await setShow(['name', 'image', 'email', 'mobile'])).statusCode).toBe(200);
    try {
      expect((await names(`/wp/v2/users?filter[tax-house]=${japan!.id}`)).sort()).toEqual([
        'Haruto Sato',
        'Yuki Tanaka',
      ]);
      expect((await get(`/wp/v2/users?filter[tax-house]=${japan!.id}`)).headers['x-wp-total']).toBe('2');
      expect(await names(`/wp/v2/users?search=Lucas`)).toEqual(['Lucas Bernard']);
    } finally {
      await setShow(before!.show);
    }
  });

  it('counts the filter groups over the people the caller may find (spec §2.9)', async () => {
    const response = await get('/portal/v1/directory/tag-groups');
    const groups =
      response.json<{ slug: string; count: number; children: { slug: string; count: number }[] }[]>();
    expect(groups.map((group) => group.slug)).toEqual(['establishment', 'study_year', 'discipline']);
    const discipline = groups[2]!;
    expect(discipline.children.length).toBeGreaterThan(10);
    // thomas.petit also studies economics but is hidden from alice (house level, another house).
    expect(discipline.children.find((tag) => tag.slug === 'economie')?.count).toBe(1);
  });
});
