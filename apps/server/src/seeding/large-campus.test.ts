import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { LARGE_CAMPUS_MAINTENANCE_REQUESTS } from './large-campus-maintenance.ts';
import { LARGE_CAMPUS, seedLargeCampus } from './large-campus.ts';

/**
 * Issue 20: the large campus's residents are shaped like the sample's, so the directory, search and the
 * privacy rules run at 12,000 people (the first version's residents shared nothing: the directory listed
 * 6 people).
 */
describe('the large campus (issue 20)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    if (!(await seedLargeCampus(app.db))) throw new Error('The test database was large already');
  }, 120_000);
  afterAll(() => app.close());

  it('spreads 12,000 people over the 40 houses', async () => {
    const houses = await app.db.query<{ people: number }>(
      `SELECT count(uh.user_id)::int AS people FROM houses h
       LEFT JOIN user_houses uh ON uh.house_id = h.id GROUP BY h.id`,
    );
    expect(houses).toHaveLength(LARGE_CAMPUS.houses);
    const [users] = await app.db.query<{ total: number }>('SELECT count(*)::int AS total FROM users');
    expect(users?.total).toBe(LARGE_CAMPUS.users);
    for (const house of houses) expect(house.people).toBeGreaterThan(250);
  });

  it('gives the generated residents the privacy levels and tags of the sample, in its proportions', async () => {
    const shares = await app.db.query<{ generated: boolean; confidentiality: string; share: number }>(
      `SELECT username LIKE 'resident-%' AS generated, confidentiality,
         count(*)::float8 / sum(count(*)) OVER (PARTITION BY username LIKE 'resident-%') AS share
       FROM users WHERE user_type = 'resident' GROUP BY 1, 2`,
    );
    const share = (generated: boolean, level: string) =>
      shares.find((row) => row.generated === generated && row.confidentiality === level)?.share ?? 0;
    for (const level of ['public', 'house', 'private']) {
      expect(share(true, level)).toBeCloseTo(share(false, level), 2);
    }
    const [tagged] = await app.db.query<{ share: number }>(
      `SELECT avg((SELECT count(*) FROM user_tags ut WHERE ut.user_id = u.id))::float8 AS share
       FROM users u WHERE u.username LIKE 'resident-%'`,
    );
    expect(tagged?.share).toBeGreaterThan(2);
  });

  it('fills a directory page of 100 people, with an exact total, and a second run changes nothing', async () => {
    const get = await signedInGet(app, 'alice.martin');
    const response = await get('/wp-json/wp/v2/users?per_page=100');
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(100);
    const [findable] = await app.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM users u, users alice WHERE alice.username = 'alice.martin'
       AND u.id <> alice.id AND 'name' = ANY(u.show) AND u.display_name <> ''
       AND (u.confidentiality = 'public' OR (u.confidentiality = 'house' AND EXISTS (SELECT 1
         FROM user_houses sh JOIN user_houses vh ON vh.house_id = sh.house_id
         WHERE sh.user_id = u.id AND vh.user_id = alice.id)))`,
    );
    expect(findable?.total).toBeGreaterThan(5_000);
    expect(Number(response.headers['x-wp-total'])).toBe(findable?.total);
    expect(await seedLargeCampus(app.db)).toBe(false);
  });

  it("files 50,000 maintenance requests, and the campus's triage queue counts the open ones as by hand (issue #32)", async () => {
    const [counts] = await app.db.query<{ total: number; open: number; roomless: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE status IN ('submitted', 'acknowledged', 'scheduled', 'in-progress'))::int AS open,
         (SELECT count(*)::int FROM user_houses uh JOIN users u ON u.id = uh.user_id
          WHERE u.username LIKE 'resident-%' AND uh.room IS NULL) AS roomless
       FROM maintenance_requests`,
    );
    expect(counts?.total).toBeGreaterThanOrEqual(LARGE_CAMPUS_MAINTENANCE_REQUESTS);
    expect(counts?.roomless).toBe(0);
    expect(counts!.open / counts!.total).toBeGreaterThan(0.3);
    const get = await signedInGet(app, 'paul.durand');
    const queue = await get('/wp-json/portal/v1/staff/maintenance-requests?status=open&per_page=20');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(Number(queue.headers['x-wp-total'])).toBe(counts?.open);
    expect(queue.json<unknown[]>()).toHaveLength(20);
  });
});
