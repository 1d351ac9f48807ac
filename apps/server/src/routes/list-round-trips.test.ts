import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInCaller } from '../../test/signed-in-caller.ts';
import { statementCountingApp } from '../../test/statement-counting-app.ts';

/**
 * Issue #31: the directory, the people search and the event lists at 12,000 people. Once what depends on
 * nobody is kept (ADR 020), a directory page or a people search is one statement (the viewer's context
 * and the page's ids), and an event page kept for the viewer's houses costs only the read of the events
 * version and those houses.
 */
describe('the statements a directory page, a people search and an event page send (issue 31)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let sent: string[] = [];

  beforeAll(async () => {
    ({ app, caller: alice, sent } = await statementCountingApp('alice.martin'));
  });
  afterAll(() => app.close());

  /** The statements of one request that lists something, the job queue's own polling left out. */
  async function statementsOf(url: string): Promise<string[]> {
    sent.length = 0;
    const response = await app.inject({ method: 'GET', url, headers: alice.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<unknown[]>().length).toBeGreaterThan(0);
    return sent.filter((sql) => !sql.includes('pgboss'));
  }

  it('a directory page: one statement once its people are kept, filtered or not, any page', async () => {
    for (const url of [
      '/wp-json/wp/v2/users?per_page=100',
      '/wp-json/wp/v2/users?per_page=7',
      '/wp-json/wp/v2/users?per_page=3&page=2',
      '/wp-json/wp/v2/users?per_page=100&search=ma',
    ]) {
      await statementsOf(url);
      expect(await statementsOf(url), url).toHaveLength(1);
    }
  });

  it('a people search: one statement once its people are kept', async () => {
    const url = '/wp-json/wp/v2/search?search=ma&type=user&wpml_language=fr';
    await statementsOf(url);
    expect(await statementsOf(url)).toHaveLength(1);
  });

  it('an event page: one statement once kept for the viewer’s houses, and read again after a write', async () => {
    const url = '/wp-json/wp/v2/event?per_page=100&wpml_language=fr';
    await statementsOf(url);
    expect(await statementsOf(url)).toHaveLength(1);
    await app.db.query("UPDATE events SET title = title WHERE language = 'fr'");
    expect((await statementsOf(url)).length).toBeGreaterThan(1);
    expect(await statementsOf(url)).toHaveLength(1);
    // A list that follows the clock is read for the viewer each time.
    expect((await statementsOf(`${url}&period=upcoming`)).length).toBeGreaterThan(1);
  });
});
