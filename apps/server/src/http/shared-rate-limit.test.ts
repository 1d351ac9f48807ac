import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEntryBody, itHelpServiceId } from '../../test/contact-entry.ts';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp, openSharedTestDb, openTestDb } from '../../test/test-app.ts';
import type { Db } from '../db/db.ts';
import { countHit, deleteEndedCounters } from '../db/rate-limit-counters-repository.ts';

const ENTRY = '/wp-json/wp/v2/entry';

describe('rate limits hold across instances: two servers on one database (issue #28)', () => {
  let instances: FastifyInstance[] = [];
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const shared = await openSharedTestDb();
    closeDatabase = () => shared.close();
    // The default limit: 10 contact form entries a minute per person (FORM_SUBMISSIONS_PER_MINUTE).
    // One after the other: on PGlite both share one engine, whose open transaction would take the other's
    // statements.
    instances = [];
    for (const db of shared.instances) instances.push(await buildTestApp({}, { db }));
  });
  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    await closeDatabase();
  });

  it('refuses the 11th contact form entry of a minute sent through both instances in turn', async () => {
    const [first] = instances;
    if (first === undefined) throw new Error('No instance');
    // A session opened on one instance is valid on the other (sessions live in the database).
    const camille = await signedInCaller(first, 'camille.dupont');
    const service = await itHelpServiceId(first);
    const answers = [];
    for (let entry = 0; entry < 11; entry += 1) {
      const app = instances[entry % 2] ?? first;
      const answer = await app.inject({
        method: 'POST',
        url: ENTRY,
        headers: camille.headers,
        payload: contactEntryBody(service),
      });
      answers.push(answer);
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array<number>(10).fill(201), 429]);
    const refused = answers.at(-1);
    expect(refused?.json()).toMatchObject({ code: 'rest_too_many_submissions', data: { status: 429 } });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Through either instance.
    const second = instances[1] ?? first;
    const again = await second.inject({
      method: 'POST',
      url: ENTRY,
      headers: camille.headers,
      payload: contactEntryBody(service),
    });
    expect(again.statusCode).toBe(429);
  });
});

describe('rate-limit counters (migration 022)', () => {
  let db: Db;

  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('counts hits in a window opened by the first, then starts again once it has ended', async () => {
    expect(await countHit(db, 'window-test', 400)).toMatchObject({ hits: 1 });
    const second = await countHit(db, 'window-test', 400);
    expect(second.hits).toBe(2);
    expect(second.remainingMs).toBeGreaterThan(0);
    expect(second.remainingMs).toBeLessThanOrEqual(400);
    expect(await countHit(db, 'another-key', 400)).toMatchObject({ hits: 1 });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(await countHit(db, 'window-test', 400)).toMatchObject({ hits: 1 });
  });

  it('counts every concurrent hit once (one statement per hit, the row locked by the upsert)', async () => {
    const counted = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'concurrent', 60_000)));
    expect(counted.map((hit) => hit.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('deletes only the counters whose window has ended', async () => {
    await countHit(db, 'ends-soon', 50);
    await countHit(db, 'lasts', 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await deleteEndedCounters(db)).toBeGreaterThanOrEqual(1);
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limit_counters ORDER BY key');
    expect(keys.map((row) => row.key)).toContain('lasts');
    expect(keys.map((row) => row.key)).not.toContain('ends-soon');
  });
});
