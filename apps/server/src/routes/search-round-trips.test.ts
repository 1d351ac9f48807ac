import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInCaller } from '../../test/signed-in-caller.ts';
import { statementCountingApp } from '../../test/statement-counting-app.ts';

/**
 * Issue #31: a search runs as people type, so it must cost the database as little as a list. A page of
 * found content is read in one statement with its total and objects, and a page kept in memory (ADR 038)
 * costs only the read of its content version and the viewer's houses.
 */
describe('GET /wp-json/wp/v2/search: the statements one content search sends (issue 31)', () => {
  let app: FastifyInstance;
  let alice: SignedInCaller;
  let sent: string[] = [];

  beforeAll(async () => {
    ({ app, caller: alice, sent } = await statementCountingApp('alice.martin'));
  });
  afterAll(() => app.close());

  /** The statements of one request, the job queue's own polling left out. */
  async function statementsOf(query: string): Promise<string[]> {
    sent.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: `/wp-json/wp/v2/search?${query}`,
      headers: alice.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    // Results of several post types, each with its object.
    const results = response.json<{ subtype: string; _embedded?: unknown }[]>();
    expect(new Set(results.map((result) => result.subtype)).size).toBeGreaterThan(1);
    for (const result of results) expect(result._embedded).toBeDefined();
    return sent.filter((sql) => !sql.includes('pgboss'));
  }

  it('reads a page not kept in two statements, and a kept one in one, whatever the types found', async () => {
    const searched = 'search=maison&wpml_language=fr&_embed';
    const firstTime = await statementsOf(searched);
    expect(firstTime).toHaveLength(2);
    expect(firstTime[1]).toContain('to_json');
    expect(await statementsOf(searched)).toHaveLength(1);
    // Another page of the same search is another kept page.
    expect(await statementsOf(`${searched}&per_page=3&page=2`)).toHaveLength(2);
    expect(await statementsOf(`${searched}&per_page=3&page=2`)).toHaveLength(1);
  });
});
