import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, FINDABLE_PEOPLE_SQL } from '../../test/count-rows.ts';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';

const POSTS = '/wp-json/wp/v2/posts?per_page=5&wpml_language=en';
const EVENTS = '/wp-json/wp/v2/event?per_page=5&wpml_language=en';
const USERS = '/wp-json/wp/v2/users?per_page=5';

/**
 * Issue 20: the busiest lists read kept totals (migration 015) instead of counting on every request. Every
 * write path must keep X-WP-Total exact: each step below compares it with a count written here from the
 * spec's rules (§3 event visibility, §5/§6 who the directory lists), not with the server's own SQL.
 */
describe('X-WP-Total of the news, events and directory lists stays exact after writes (issue 20)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let aliceHouse: number;
  let otherHouse: number;

  beforeAll(async () => {
    app = await buildTestApp();
    alice = await signedInCaller(app, 'alice.martin');
    const [own] = await app.db.query<{ house_id: number }>(
      'SELECT house_id FROM user_houses WHERE user_id = $1 ORDER BY position LIMIT 1',
      [alice.id],
    );
    const [other] = await app.db.query<{ id: number }>(
      'SELECT id FROM houses WHERE id NOT IN (SELECT house_id FROM user_houses WHERE user_id = $1) LIMIT 1',
      [alice.id],
    );
    if (own === undefined || other === undefined) throw new Error('Alice needs a house and another house');
    aliceHouse = own.house_id;
    otherHouse = other.id;
  });
  afterAll(() => app.close());

  const headerTotal = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: alice.headers });
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers['x-wp-total']);
    expect(Number(response.headers['x-wp-totalpages'])).toBe(Math.max(1, Math.ceil(total / 5)));
    return total;
  };
  const counted = (sql: string, params: unknown[] = []) => countRows(app.db, sql, params);

  it('news: publishing, unpublishing, translating and deleting', async () => {
    const published = () =>
      counted("SELECT count(*)::int AS total FROM posts WHERE status = 'publish' AND language = 'en'");
    const before = await published();
    expect(await headerTotal(POSTS)).toBe(before);

    const inserted = await app.db.query<{ id: number }>(
      `INSERT INTO posts (language, translation_group, slug, status, date, modified, title)
       VALUES ('en', 'totals-1', 'totals-one', 'publish', now(), now(), 'One'),
              ('en', 'totals-2', 'totals-two', 'draft', now(), now(), 'Two') RETURNING id`,
    );
    expect(await headerTotal(POSTS)).toBe(before + 1);
    await app.db.query("UPDATE posts SET status = 'publish' WHERE slug = 'totals-two'");
    expect(await headerTotal(POSTS)).toBe(before + 2);
    await app.db.query("UPDATE posts SET language = 'fr' WHERE slug = 'totals-one'");
    expect(await headerTotal(POSTS)).toBe(before + 1);
    await app.db.query('DELETE FROM posts WHERE id = ANY($1::int[])', [inserted.map((row) => row.id)]);
    expect(await headerTotal(POSTS)).toBe(before);
    expect(await headerTotal(POSTS)).toBe(await published());
  });

  it('events: public ones for everyone, house ones for the residents of their houses only', async () => {
    const visible = () =>
      counted(
        `SELECT count(*)::int AS total FROM events e WHERE e.status = 'publish' AND e.language = 'en'
         AND (e.visibility = 'public' OR EXISTS (SELECT 1 FROM event_houses eh JOIN user_houses uh
           ON uh.house_id = eh.house_id WHERE eh.event_id = e.id AND uh.user_id = $1))`,
        [alice.id],
      );
    const before = await visible();
    expect(await headerTotal(EVENTS)).toBe(before);

    const [publicEvent, ownHouseEvent, otherHouseEvent] = await app.db.query<{ id: number }>(
      `INSERT INTO events (language, translation_group, slug, date, modified, title, start_at, end_at, visibility)
       VALUES ('en', 'totals-e1', 'totals-public', now(), now(), 'Public', now(), now(), 'public'),
              ('en', 'totals-e2', 'totals-own-house', now(), now(), 'Own house', now(), now(), 'house'),
              ('en', 'totals-e3', 'totals-other-house', now(), now(), 'Other house', now(), now(), 'house')
       RETURNING id`,
    );
    if (!publicEvent || !ownHouseEvent || !otherHouseEvent) throw new Error('events not inserted');
    await app.db.query('INSERT INTO event_houses (event_id, house_id) VALUES ($1, $2), ($3, $4)', [
      ownHouseEvent.id,
      aliceHouse,
      otherHouseEvent.id,
      otherHouse,
    ]);
    expect(await headerTotal(EVENTS)).toBe(before + 2);
    // A public event turned into a house event of no house of Alice's disappears from her list.
    await app.db.query("UPDATE events SET visibility = 'house' WHERE id = $1", [publicEvent.id]);
    expect(await headerTotal(EVENTS)).toBe(before + 1);
    await app.db.query("UPDATE events SET status = 'draft' WHERE id = $1", [ownHouseEvent.id]);
    expect(await headerTotal(EVENTS)).toBe(before);
    await app.db.query("UPDATE events SET visibility = 'public' WHERE id = $1", [otherHouseEvent.id]);
    expect(await headerTotal(EVENTS)).toBe(before + 1);
    await app.db.query('DELETE FROM events WHERE id = ANY($1::int[])', [
      [publicEvent.id, ownHouseEvent.id, otherHouseEvent.id],
    ]);
    expect(await headerTotal(EVENTS)).toBe(before);
    expect(await headerTotal(EVENTS)).toBe(await visible());
  });

  it('directory: a person’s total is what that person may see, through privacy and sharing changes', async () => {
    const findable = () => counted(FINDABLE_PEOPLE_SQL, [alice.id]);
    const before = await findable();
    expect(await headerTotal(USERS)).toBe(before);

    const [neighbour, stranger] = await app.db.query<{ id: number }>(
      `INSERT INTO users (username, email, display_name, confidentiality, show, user_type)
       VALUES ('totals-neighbour', 'totals-neighbour@campus.example', 'Neighbour', 'house', '{name}', 'resident'),
              ('totals-stranger', 'totals-stranger@campus.example', 'Stranger', 'public', '{name}', 'resident')
       RETURNING id`,
    );
    if (!neighbour || !stranger) throw new Error('users not inserted');
    // The neighbour shares their name with their house only, and does not live in Alice's house yet.
    expect(await headerTotal(USERS)).toBe(before + 1);
    await app.db.query('INSERT INTO user_houses (user_id, house_id, position) VALUES ($1, $2, 0)', [
      neighbour.id,
      aliceHouse,
    ]);
    expect(await headerTotal(USERS)).toBe(before + 2);
    // Sharing nothing listable hides the stranger; going private hides the neighbour.
    await app.db.query("UPDATE users SET show = '{email}' WHERE id = $1", [stranger.id]);
    expect(await headerTotal(USERS)).toBe(before + 1);
    await app.db.query("UPDATE users SET confidentiality = 'private' WHERE id = $1", [neighbour.id]);
    expect(await headerTotal(USERS)).toBe(before);
    await app.db.query(
      "UPDATE users SET show = '{name}', confidentiality = 'public' WHERE id = ANY($1::int[])",
      [[neighbour.id, stranger.id]],
    );
    expect(await headerTotal(USERS)).toBe(before + 2);
    // Alice never finds herself, whatever her own level.
    await app.db.query("UPDATE users SET confidentiality = 'public', show = '{name}' WHERE id = $1", [
      alice.id,
    ]);
    expect(await headerTotal(USERS)).toBe(await findable());
    await app.db.query('DELETE FROM users WHERE id = ANY($1::int[])', [[neighbour.id, stranger.id]]);
    expect(await headerTotal(USERS)).toBe(await findable());
  });
});
