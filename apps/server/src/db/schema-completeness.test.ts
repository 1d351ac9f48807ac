import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { EXPECTED_SCHEMA } from './migrations/expected-schema.ts';
import { findMissingSchema, listSchemaObjects } from './schema-completeness.ts';

interface HealthBody {
  status: string;
  checks: { schema: { status: string; missing: string[] } };
}

/**
 * Issue #28: the server knows the schema its migrations create, and /health is never ok on a database that
 * lacks part of it (a backup restored in part). One database for the file: the run's seeded template, an
 * empty database migrated by the real migrate() and then given the sample campus (rows only), with a
 * server on it; the last tests take part of its schema away.
 */
describe('the schema the migrations create, and /health on a database that lacks part of it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const health = async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    return { statusCode: response.statusCode, body: response.json<HealthBody>() };
  };

  it('is what migrations/expected-schema.ts declares, object for object (a migration updates it)', async () => {
    expect(await listSchemaObjects(app.db)).toEqual(EXPECTED_SCHEMA);
  });

  it('lacks nothing after the migrations, and /health says so with 200 ok', async () => {
    expect(await findMissingSchema(app.db)).toEqual([]);
    const { statusCode, body } = await health();
    expect(statusCode).toBe(200);
    expect(body).toMatchObject({ status: 'ok', checks: { schema: { status: 'complete', missing: [] } } });
  });

  it('names each object it lacks by kind, in the order the expected schema lists them', async () => {
    const expected = {
      ...EXPECTED_SCHEMA,
      table: ['no_such_table', ...EXPECTED_SCHEMA.table],
      function: [...EXPECTED_SCHEMA.function, 'no_such_function'],
      trigger: [...EXPECTED_SCHEMA.trigger, 'posts.no_such_trigger'],
    };
    expect(await findMissingSchema(app.db, expected)).toEqual([
      'table no_such_table',
      'function no_such_function',
      'trigger posts.no_such_trigger',
    ]);
  });

  it('is 503 unavailable without a table, naming it and what went with it', async () => {
    await app.db.exec('DROP TABLE house_pages CASCADE');
    const { statusCode, body } = await health();
    expect(statusCode).toBe(503);
    expect(body.status).toBe('unavailable');
    expect(body.checks.schema.status).toBe('incomplete');
    expect(body.checks.schema.missing).toEqual(
      expect.arrayContaining([
        'table house_pages',
        'generated column house_pages.search_document',
        'index house_pages_search_idx',
      ]),
    );
    // Nothing else: its indexes, its foreign keys and those that pointed at it (named after house pages).
    expect(body.checks.schema.missing.filter((name) => !name.includes('house_page'))).toEqual([]);
  });

  it('is 503 unavailable without the function the search documents are generated with', async () => {
    await app.db.exec('DROP FUNCTION campus_search_document CASCADE');
    const { statusCode, body } = await health();
    expect(statusCode).toBe(503);
    expect(body.checks.schema.missing).toEqual(
      expect.arrayContaining([
        'function campus_search_document',
        'generated column posts.search_document',
        'generated column events.search_document',
      ]),
    );
  });
});
