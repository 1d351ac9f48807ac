import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, FINDABLE_PEOPLE_SQL } from '../../test/count-rows.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp, openTestDb } from '../../test/test-app.ts';

/**
 * The people a viewer ($1) finds in the unfiltered directory, in the order §5 lists them, written here from
 * the spec (§2.9, §5, §6): others who show a name or a photo, public or of house confidentiality and sharing
 * a house with the viewer; by name among those who share it, the others after them, then by id.
 */
const FINDABLE_PEOPLE_IN_ORDER_SQL = `SELECT u.id FROM users u WHERE u.id <> $1
  AND (('name' = ANY(u.show) AND u.display_name <> '') OR ('image' = ANY(u.show) AND u.photo IS NOT NULL))
  AND (u.confidentiality = 'public' OR (u.confidentiality = 'house' AND EXISTS (SELECT 1
    FROM user_houses sh JOIN user_houses vh ON vh.house_id = sh.house_id
    WHERE sh.user_id = u.id AND vh.user_id = $1)))
  ORDER BY CASE WHEN 'name' = ANY(u.show) THEN lower(u.display_name) END NULLS LAST, u.id`;

/**
 * Issue #31 (fifth session, ADR 042's addition): the unfiltered directory's ordered people are kept per set
 * of the viewer's houses at the people version, and each request leaves the viewer out and cuts the page.
 * Two instances on one database, as behind a load balancer: every page of every viewer must be the list the
 * spec gives for that viewer, whoever of the same houses asked first, and the next request after a write.
 */
describe('the unfiltered directory kept per set of houses (issue 31)', () => {
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;
  let houseA: number;
  let houseB: number;
  /** Members of house A only, listed to their house (each on the other's list, never on their own). */
  let first: SignedInCaller;
  let second: SignedInCaller;
  /** A member of houses A and B. */
  let both: SignedInCaller;
  let mateA: number;
  let mateB: number;
  /** Residents of house A whom nobody finds: one private, one public who shares no name nor photo (§5). */
  let hidden: number[];

  beforeAll(async () => {
    const db = await openTestDb();
    here = await buildTestApp({}, { db });
    // The database is closed once, by the first instance.
    elsewhere = await buildTestApp({}, { db: { ...db, close: () => Promise.resolve() } });
    const houses = await here.db.query<{ id: number }>(
      `INSERT INTO houses (name, slug) VALUES ('Lists House A', 'lists-house-a'), ('Lists House B', 'lists-house-b')
       RETURNING id`,
    );
    const people = await here.db.query<{ id: number; username: string }>(
      `INSERT INTO users (username, email, display_name, confidentiality, show, user_type)
       SELECT 'lists-' || name, 'lists-' || name || '@campus.example', display_name, level, show, 'resident'
       FROM (VALUES ('first', 'Cécile First', 'house', '{name}'::text[]),
                    ('second', 'Bruno Second', 'house', '{name}'), ('both', 'Agathe Both', 'house', '{name}'),
                    ('mate-a', 'Denis Mate A', 'house', '{name}'), ('mate-b', 'Émile Mate B', 'house', '{name}'),
                    ('private', 'Fanny Private', 'private', '{name}'), ('unlisted', 'Gaël Unlisted', 'public', '{email}'))
         AS p (name, display_name, level, show)
       RETURNING id, username`,
    );
    const idOf = (username: string) => {
      const person = people.find((row) => row.username === username);
      if (person === undefined) throw new Error(`${username} not inserted`);
      return person.id;
    };
    const [a, b] = houses;
    if (a === undefined || b === undefined) throw new Error('houses not inserted');
    houseA = a.id;
    houseB = b.id;
    mateA = idOf('lists-mate-a');
    mateB = idOf('lists-mate-b');
    hidden = [idOf('lists-private'), idOf('lists-unlisted')];
    await here.db.query(
      `INSERT INTO user_houses (user_id, house_id, position)
       VALUES ($1, $6, 0), ($2, $6, 0), ($3, $6, 0), ($3, $7, 1), ($4, $6, 0), ($5, $7, 0), ($8, $6, 0), ($9, $6, 0)`,
      [
        idOf('lists-first'),
        idOf('lists-second'),
        idOf('lists-both'),
        mateA,
        mateB,
        houseA,
        houseB,
        ...hidden,
      ],
    );
    first = await signedInCaller(here, 'lists-first');
    second = await signedInCaller(here, 'lists-second');
    both = await signedInCaller(here, 'lists-both');
  });
  afterAll(async () => {
    await elsewhere.close();
    await here.close();
  });

  /** Every page of the directory at `perPage`, each with its X-WP-Total, on one instance. */
  async function walk(app: FastifyInstance, viewer: SignedInCaller, perPage: number) {
    const ids: number[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/wp-json/wp/v2/users?per_page=${String(perPage)}&page=${String(page)}`,
        headers: viewer.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      totals.add(Number(response.headers['x-wp-total']));
      ids.push(...response.json<{ id: number }[]>().map((person) => person.id));
      if (page >= Number(response.headers['x-wp-totalpages'])) break;
    }
    return { ids, totals: [...totals] };
  }

  /** The viewer's directory on both instances, whole and by pages of 3, against the spec's list. */
  async function expectDirectoryOf(viewer: SignedInCaller): Promise<number[]> {
    const expected = (await here.db.query<{ id: number }>(FINDABLE_PEOPLE_IN_ORDER_SQL, [viewer.id])).map(
      (row) => row.id,
    );
    const total = await countRows(here.db, FINDABLE_PEOPLE_SQL, [viewer.id]);
    expect(expected).toHaveLength(total);
    for (const app of [here, elsewhere]) {
      for (const perPage of [100, 3]) {
        expect(await walk(app, viewer, perPage), `per_page=${String(perPage)}`).toEqual({
          ids: expected,
          totals: [total],
        });
      }
    }
    return expected;
  }

  it('two residents of the same houses each get the list without themselves, cut into pages around their place', async () => {
    const ofFirst = await expectDirectoryOf(first);
    const ofSecond = await expectDirectoryOf(second);
    expect(ofFirst).toContain(second.id);
    expect(ofFirst).not.toContain(first.id);
    for (const id of hidden) expect(ofFirst).not.toContain(id);
    expect(ofSecond).toContain(first.id);
    expect(ofSecond).not.toContain(second.id);
    // The same people but each other: one kept list, each viewer left out of their own.
    expect(ofFirst.filter((id) => id !== second.id)).toEqual(ofSecond.filter((id) => id !== first.id));
    // Asked again in the other order, from memory this time.
    expect(await expectDirectoryOf(second)).toEqual(ofSecond);
    expect(await expectDirectoryOf(first)).toEqual(ofFirst);
  });

  it('a resident of two houses finds the housemates of both; a resident of one, of theirs only', async () => {
    const ofBoth = await expectDirectoryOf(both);
    expect(ofBoth).toEqual(expect.arrayContaining([first.id, second.id, mateA, mateB]));
    const ofFirst = await expectDirectoryOf(first);
    expect(ofFirst).toEqual(expect.arrayContaining([both.id, mateA]));
    expect(ofFirst).not.toContain(mateB);
  });

  it('a confidentiality change, a house joined or left and a new person show on the next request', async () => {
    await expectDirectoryOf(first);
    await here.db.query("UPDATE users SET confidentiality = 'public' WHERE id = $1", [mateB]);
    expect(await expectDirectoryOf(first)).toContain(mateB);
    await here.db.query("UPDATE users SET confidentiality = 'house' WHERE id = $1", [mateB]);
    expect(await expectDirectoryOf(first)).not.toContain(mateB);

    await here.db.query('INSERT INTO user_houses (user_id, house_id, position) VALUES ($1, $2, 1)', [
      mateB,
      houseA,
    ]);
    expect(await expectDirectoryOf(first)).toContain(mateB);
    await here.db.query('DELETE FROM user_houses WHERE user_id = $1 AND house_id = $2', [mateB, houseA]);
    expect(await expectDirectoryOf(first)).not.toContain(mateB);

    // The viewer leaves their house: their housemates are no longer theirs to find, nor they the housemates'.
    await here.db.query('DELETE FROM user_houses WHERE user_id = $1 AND house_id = $2', [first.id, houseA]);
    expect(await expectDirectoryOf(first)).not.toContain(second.id);
    expect(await expectDirectoryOf(second)).not.toContain(first.id);
    await here.db.query('INSERT INTO user_houses (user_id, house_id, position) VALUES ($1, $2, 0)', [
      first.id,
      houseA,
    ]);
    expect(await expectDirectoryOf(second)).toContain(first.id);

    // A newcomer whose name comes first is first on the next request.
    const [newcomer] = await here.db.query<{ id: number }>(
      `INSERT INTO users (username, email, display_name, confidentiality, show, user_type)
       VALUES ('lists-newcomer', 'lists-newcomer@campus.example', 'Aaaa Newcomer', 'public', '{name}', 'resident')
       RETURNING id`,
    );
    if (newcomer === undefined) throw new Error('newcomer not inserted');
    expect((await expectDirectoryOf(first))[0]).toBe(newcomer.id);
    await here.db.query('DELETE FROM users WHERE id = $1', [newcomer.id]);
    expect(await expectDirectoryOf(first)).not.toContain(newcomer.id);
  });
});
