import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, FINDABLE_PEOPLE_SQL } from '../../test/count-rows.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp, openTestDb } from '../../test/test-app.ts';

const POSTS = '/wp-json/wp/v2/posts?per_page=5&wpml_language=en';
const EVENTS = '/wp-json/wp/v2/event?per_page=100&wpml_language=en';
const USERS = '/wp-json/wp/v2/users?per_page=100';

interface ListedPost {
  id: number;
  title: { rendered: string };
  'tax-house': number[];
}
interface ListedEvent {
  id: number;
  title: { rendered: string };
}
interface ListedPerson {
  id: number;
  name: string;
  email: string;
  in_my_network: boolean;
  acf: { mobilephone: string | null };
}

/**
 * Issue 20: each instance keeps the news pages, events and directory people in memory (ADR 020), keyed by
 * content versions that every write bumps in its transaction. Two instances on one database, as behind a
 * load balancer: a write is seen by the very next request on both, and what depends on the viewer (event
 * visibility, privacy levels, blocks, relations) is never taken from the memory.
 */
describe('lists kept in memory are exact after every write, on every instance (issue 20)', () => {
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;
  let aliceHere: SignedInCaller;
  let aliceElsewhere: SignedInCaller;
  let lucas: SignedInCaller;
  let otherHouse: number;

  beforeAll(async () => {
    const db = await openTestDb();
    here = await buildTestApp({}, { db });
    // The database is closed once, by the first instance.
    elsewhere = await buildTestApp({}, { db: { ...db, close: () => Promise.resolve() } });
    aliceHere = await signedInCaller(here, 'alice.martin');
    aliceElsewhere = await signedInCaller(elsewhere, 'alice.martin');
    lucas = await signedInCaller(here, 'lucas.bernard');
    const [other] = await here.db.query<{ id: number }>(
      'SELECT id FROM houses WHERE id NOT IN (SELECT house_id FROM user_houses WHERE user_id = $1) LIMIT 1',
      [aliceHere.id],
    );
    if (other === undefined) throw new Error('Alice needs a house she does not live in');
    otherHouse = other.id;
  });
  afterAll(async () => {
    await elsewhere.close();
    await here.close();
  });

  const instances = () =>
    [
      ['here', here, aliceHere],
      ['elsewhere', elsewhere, aliceElsewhere],
    ] as const;

  /** The list on both instances, with X-WP-Total checked against a count written from the spec. */
  async function listOnBoth<Item>(url: string, expectedTotal: number): Promise<Item[][]> {
    const lists: Item[][] = [];
    for (const [name, app, alice] of instances()) {
      const response = await app.inject({ method: 'GET', url, headers: alice.headers });
      expect(response.statusCode, name).toBe(200);
      expect(Number(response.headers['x-wp-total']), `X-WP-Total ${name}`).toBe(expectedTotal);
      lists.push(response.json<Item[]>());
    }
    return lists;
  }
  const counted = (sql: string, params: unknown[] = []) => countRows(here.db, sql, params);

  it('news: a publish, an edit, a house change and an unpublish show at once on both instances', async () => {
    const published = () =>
      counted("SELECT count(*)::int AS total FROM posts WHERE status = 'publish' AND language = 'en'");
    const firstTitles = async () =>
      (await listOnBoth<ListedPost>(POSTS, await published())).map((list) => list[0]?.title.rendered);
    await firstTitles();

    // Newer than anything seeded and sticky, so it heads the first page.
    const [post] = await here.db.query<{ id: number }>(
      `INSERT INTO posts (language, translation_group, slug, status, date, modified, title, sticky)
       VALUES ('en', 'cache-news', 'cache-news', 'draft', now() + interval '1 day', now(), 'Draft', true)
       RETURNING id`,
    );
    if (post === undefined) throw new Error('post not inserted');
    expect(await firstTitles()).not.toContain('Draft');

    await elsewhere.db.query("UPDATE posts SET status = 'publish' WHERE id = $1", [post.id]);
    expect(await firstTitles()).toEqual(['Draft', 'Draft']);
    await here.db.query("UPDATE posts SET title = 'Edited' WHERE id = $1", [post.id]);
    expect(await firstTitles()).toEqual(['Edited', 'Edited']);
    await here.db.query('INSERT INTO post_houses (post_id, house_id) VALUES ($1, $2)', [post.id, otherHouse]);
    for (const list of await listOnBoth<ListedPost>(POSTS, await published()))
      expect(list[0]?.['tax-house']).toEqual([otherHouse]);

    await elsewhere.db.query("UPDATE posts SET status = 'draft' WHERE id = $1", [post.id]);
    for (const list of await listOnBoth<ListedPost>(POSTS, await published()))
      expect(list.map((item) => item.id)).not.toContain(post.id);
    await here.db.query('DELETE FROM posts WHERE id = $1', [post.id]);
  });

  it('events: an edit shows at once on both instances, and visibility stays the viewer’s', async () => {
    const visible = () =>
      counted(
        `SELECT count(*)::int AS total FROM events e WHERE e.status = 'publish' AND e.language = 'en'
         AND (e.visibility = 'public' OR EXISTS (SELECT 1 FROM event_houses eh JOIN user_houses uh
           ON uh.house_id = eh.house_id WHERE eh.event_id = e.id AND uh.user_id = $1))`,
        [aliceHere.id],
      );
    const [event] = await here.db.query<{ id: number }>(
      `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
       VALUES ('en', 'cache-event', 'cache-event', now(), now(), 'Public', now(), now(), 'public') RETURNING id`,
    );
    if (event === undefined) throw new Error('event not inserted');
    await here.db.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
      event.id,
      otherHouse,
    ]);
    const titleOnBoth = async () =>
      (await listOnBoth<ListedEvent>(EVENTS, await visible())).map(
        (list) => list.find((item) => item.id === event.id)?.title.rendered,
      );
    expect(await titleOnBoth()).toEqual(['Public', 'Public']);

    await elsewhere.db.query("UPDATE events SET title = 'Renamed' WHERE id = $1", [event.id]);
    expect(await titleOnBoth()).toEqual(['Renamed', 'Renamed']);
    // Now an event of a house Alice does not live in: kept in memory, but not for her.
    await here.db.query("UPDATE events SET visibility = 'house' WHERE id = $1", [event.id]);
    expect(await titleOnBoth()).toEqual([undefined, undefined]);
    await here.db.query('DELETE FROM events WHERE id = $1', [event.id]);
  });

  it('events (issue 31): a page kept for one set of houses is listed to their residents only', async () => {
    const [event] = await here.db.query<{ id: number }>(
      `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
       VALUES ('en', 'cache-house-event', 'cache-house-event', now(), now(), 'House only',
         now() - interval '10 years', now() - interval '10 years', 'house')
       RETURNING id`,
    );
    if (event === undefined) throw new Error('event not inserted');
    await here.db.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
      event.id,
      otherHouse,
    ]);
    const [resident] = await here.db.query<{ username: string }>(
      `SELECT u.username FROM users u JOIN user_houses uh ON uh.user_id = u.id WHERE uh.house_id = $1
       AND NOT EXISTS (SELECT 1 FROM user_houses mine WHERE mine.user_id = $2 AND mine.house_id = $1)
       ORDER BY u.id LIMIT 1`,
      [otherHouse, aliceHere.id],
    );
    if (resident === undefined) throw new Error(`house ${String(otherHouse)} needs a resident`);
    const housemate = await signedInCaller(here, resident.username);
    // The oldest start: the first of the page, whatever else is listed.
    const first = async (caller: SignedInCaller) => {
      const response = await here.inject({ method: 'GET', url: EVENTS, headers: caller.headers });
      expect(response.statusCode).toBe(200);
      return response.json<ListedEvent[]>()[0]?.id;
    };

    expect(await first(housemate)).toBe(event.id);
    expect(await first(aliceHere)).not.toBe(event.id);
    expect(await first(housemate)).toBe(event.id);
    // Joining a house changes what she sees at once, though it bumps no events version.
    await here.db.query(
      `INSERT INTO user_houses (user_id, house_id, position)
       VALUES ($1, $2, (SELECT COALESCE(max(position), 0) + 1 FROM user_houses WHERE user_id = $1))`,
      [aliceHere.id, otherHouse],
    );
    expect(await first(aliceHere)).toBe(event.id);
    await here.db.query('DELETE FROM user_houses WHERE user_id = $1 AND house_id = $2', [
      aliceHere.id,
      otherHouse,
    ]);
    expect(await first(aliceHere)).not.toBe(event.id);
    await here.db.query('DELETE FROM events WHERE id = $1', [event.id]);
  });

  describe('search (issue 31): kept pages of found content follow every write and the viewer’s houses', () => {
    const WORD = 'zorglub';
    const SEARCH_URL = `/wp-json/wp/v2/search?search=${WORD}&wpml_language=en&_embed`;
    const searchedBy = async (app: FastifyInstance, caller: SignedInCaller) => {
      const response = await app.inject({ method: 'GET', url: SEARCH_URL, headers: caller.headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers['x-wp-total'])).toBe(response.json<unknown[]>().length);
      return response.json<{ id: number; subtype: string; title: string; _embedded: unknown }[]>();
    };
    const foundOnBoth = async () => {
      const lists = [];
      for (const [, app, alice] of instances()) lists.push(await searchedBy(app, alice));
      return lists;
    };

    it('an edit of each searched type shows at once on both instances, embedded objects included', async () => {
      expect(await foundOnBoth()).toEqual([[], []]);
      const searched = [
        ['post', 'posts', ''],
        ['event', 'events', "AND visibility = 'public'"],
        ['house', 'house_pages', ''],
        ['service', 'service_pages', ''],
        ['places', 'places', ''],
      ] as const;
      for (const [subtype, table, visible] of searched) {
        const [row] = await here.db.query<{ id: number; title: string }>(
          `SELECT id, title FROM ${table} WHERE language = 'en' AND status = 'publish' ${visible} ORDER BY id LIMIT 1`,
        );
        if (row === undefined) throw new Error(`no ${table} to edit`);
        await elsewhere.db.query(`UPDATE ${table} SET title = $2 WHERE id = $1`, [
          row.id,
          `${row.title} ${WORD}`,
        ]);
        for (const list of await foundOnBoth()) {
          expect(
            list.map((result) => [result.subtype, result.id]),
            table,
          ).toEqual([[subtype, row.id]]);
          expect(JSON.stringify(list[0]?._embedded), table).toContain(WORD);
        }
        await here.db.query(`UPDATE ${table} SET title = $2 WHERE id = $1`, [row.id, row.title]);
        expect(await foundOnBoth(), table).toEqual([[], []]);
      }
    });

    it('a house event is found by its residents only, whoever searched the same words first', async () => {
      const [event] = await here.db.query<{ id: number }>(
        `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
         VALUES ('en', 'cache-search', 'cache-search', now(), now(), 'House ${WORD}', now(), now(), 'house')
         RETURNING id`,
      );
      if (event === undefined) throw new Error('event not inserted');
      await here.db.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2)', [
        event.id,
        otherHouse,
      ]);
      const [resident] = await here.db.query<{ username: string }>(
        `SELECT u.username FROM users u JOIN user_houses uh ON uh.user_id = u.id WHERE uh.house_id = $1
         AND NOT EXISTS (SELECT 1 FROM user_houses mine WHERE mine.user_id = $2 AND mine.house_id = $1)
         ORDER BY u.id LIMIT 1`,
        [otherHouse, aliceHere.id],
      );
      if (resident === undefined) throw new Error(`house ${String(otherHouse)} needs a resident`);
      const housemate = await signedInCaller(here, resident.username);
      const ids = async (caller: SignedInCaller) =>
        (await searchedBy(here, caller)).map((result) => result.id);

      expect(await ids(aliceHere)).toEqual([]);
      expect(await ids(housemate)).toEqual([event.id]);
      expect(await ids(aliceHere)).toEqual([]);
      // Joining a house changes what she may find at once, though it bumps no content version of the search.
      await here.db.query(
        `INSERT INTO user_houses (user_id, house_id, position)
         VALUES ($1, $2, (SELECT COALESCE(max(position), 0) + 1 FROM user_houses WHERE user_id = $1))`,
        [aliceHere.id, otherHouse],
      );
      expect(await ids(aliceHere)).toEqual([event.id]);
      await here.db.query('DELETE FROM user_houses WHERE user_id = $1 AND house_id = $2', [
        aliceHere.id,
        otherHouse,
      ]);
      expect(await ids(aliceHere)).toEqual([]);
      await here.db.query('DELETE FROM events WHERE id = $1', [event.id]);
    });
  });

  describe('directory: users?per_page=100 follows privacy, blocks, relations and profiles at once', () => {
    const findable = () => counted(FINDABLE_PEOPLE_SQL, [aliceHere.id]);
    const lucasOnBoth = async () =>
      (await listOnBoth<ListedPerson>(USERS, await findable())).map((list) =>
        list.find((person) => person.id === lucas.id),
      );
    const putProfile = (acf: Record<string, unknown>) =>
      here.inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/users/${String(lucas.id)}`,
        headers: lucas.headers,
        payload: { acf },
      });

    it('a privacy change and a profile change', async () => {
      const [before] = await lucasOnBoth();
      expect(before).toMatchObject({ name: 'Lucas Bernard', acf: { mobilephone: '+33 7 12 34 56 78' } });

      expect((await putProfile({ confidentiality: 'private' })).statusCode).toBe(200);
      expect(await lucasOnBoth()).toEqual([undefined, undefined]);
      expect((await putProfile({ confidentiality: 'public' })).statusCode).toBe(200);
      expect(await lucasOnBoth()).toEqual([before, before]);

      expect((await putProfile({ show: ['name', 'email', 'house'] })).statusCode).toBe(200);
      for (const person of await lucasOnBoth()) expect(person?.acf.mobilephone).toBeNull();
      const shared = { show: ['image', 'mobile', 'email', 'name', 'house'] };
      expect((await putProfile({ ...shared, mobilephone: '+33 6 00 00 00 01' })).statusCode).toBe(200);
      for (const person of await lucasOnBoth()) expect(person?.acf.mobilephone).toBe('+33 6 00 00 00 01');
      expect((await putProfile({ mobilephone: before?.acf.mobilephone ?? null })).statusCode).toBe(200);
      expect(await lucasOnBoth()).toEqual([before, before]);
    });

    it('a block and an unblock', async () => {
      const block = await elsewhere.inject({
        method: 'POST',
        url: '/wp-json/portal/v1/blocks',
        headers: aliceElsewhere.headers,
        payload: { user_id: lucas.id },
      });
      expect(block.statusCode).toBe(201);
      for (const person of await lucasOnBoth())
        expect(person).toMatchObject({ email: '', acf: { mobilephone: null } });
      const unblock = await here.inject({
        method: 'DELETE',
        url: `/wp-json/portal/v1/blocks/${String(lucas.id)}`,
        headers: aliceHere.headers,
      });
      expect(unblock.statusCode).toBe(200);
      for (const person of await lucasOnBoth()) expect(person?.email).toBe('lucas.bernard@campus.example');
    });

    it('a relation accepted', async () => {
      for (const person of await lucasOnBoth()) expect(person?.in_my_network).toBe(false);
      const request = await here.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/usernetwork',
        headers: aliceHere.headers,
        payload: {
          status: 'publish',
          acf: { user_a: aliceHere.id, user_b: lucas.id, relation_status: 'requested' },
        },
      });
      expect(request.statusCode, request.body).toBe(200);
      const accept = await elsewhere.inject({
        method: 'PUT',
        url: `/wp-json/acf/v3/usernetwork/${String(request.json<{ id: number }>().id)}`,
        headers: (await signedInCaller(elsewhere, 'lucas.bernard')).headers,
        payload: { acf: { relation_status: 'accepted' } },
      });
      expect(accept.statusCode, accept.body).toBe(200);
      for (const person of await lucasOnBoth()) expect(person?.in_my_network).toBe(true);
    });
  });
});
