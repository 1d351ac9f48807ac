import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityProviderPaths,
  identityProviderRequest,
} from '../../test/fuzz/identity-provider-requests.ts';
import { operationsOf, type OpenApiDocument, type Operation } from '../../test/fuzz/openapi-operations.ts';
import { requestFor } from '../../test/fuzz/request-arbitraries.ts';
import { AnswerTally, exchangeOf, send, wpErrorProblem } from '../../test/fuzz/response-checks.ts';
import { routeTableOperations } from '../../test/fuzz/route-table-operations.ts';
import { installWriteLog, lastWrites, writesLogged } from '../../test/fuzz/write-log.ts';
import { EMBEDDED_ISSUER_PATH } from '../config.ts';
import { signedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp, TEST_PUBLIC_URL } from '../../test/test-app.ts';

/**
 * Fixed, so a failure replays the same way. FUZZ_SEED=<n> explores other inputs (e.g. in a loop before a
 * release); the seed of a failing run is in its message.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_123);
/** At least this many API requests in all, spread over every operation. */
const MIN_REQUESTS = 2_200;
const MIN_RUNS_PER_OPERATION = 40;
const IDENTITY_PROVIDER_REQUESTS = 400;

/**
 * Ending the caller's own session is a legitimate 200 that would turn every later request into a 403 and
 * hide what they do: those two operations are fuzzed as another person's session instead (see below).
 */
const ENDS_OWN_SESSION = (operation: Operation) =>
  operation.method === 'DELETE' && operation.path.startsWith('/wp-json/portal/v1/sessions/');

const keyOf = (operation: Operation) =>
  `${operation.method} ${operation.path} ?${operation.queryParams.map((parameter) => parameter.name).join('&')}`;

/** The OpenAPI document's operations when the server serves one, else the route table's. */
async function discoverOperations(app: FastifyInstance): Promise<Operation[]> {
  const document = await app.inject({ method: 'GET', url: '/wp-json/portal/v1/openapi.json' });
  if (document.statusCode === 200) return operationsOf(document.json<OpenApiDocument>());
  return routeTableOperations(app.routeTable);
}

/**
 * Issue "no 500 on bad input": generated path ids, query strings and JSON bodies thrown at every operation
 * of the server's own OpenAPI document (or its route table), as a signed-in resident, on the real server and
 * database. Never a 5xx (the database is up, so not even a 503); every refusal is a WordPress-style error
 * body; and a refused request writes nothing (row-level triggers log every write to the application's
 * tables). The embedded identity provider's GET endpoints get generated query strings too: never a 5xx.
 */
describe('every route, fuzzed', () => {
  let app: FastifyInstance;
  let operations: Operation[];
  let headers: { authorization: string };

  beforeAll(async () => {
    app = await buildTestApp();
    await installWriteLog(app.db);
    operations = await discoverOperations(app);
    headers = (await signedInCaller(app, 'alice.martin')).headers;
  });

  afterAll(async () => {
    await app.close();
  });

  it('fuzzes every API route the server registered', () => {
    // The fuzz reads the OpenAPI document: a route missing from it, or a query parameter it does not list,
    // would go unfuzzed. (Without a document, the operations are the route table's, and this holds as is.)
    expect(operations.map(keyOf).sort()).toEqual(routeTableOperations(app.routeTable).map(keyOf).sort());
  });

  it('never answers 5xx, always answers WordPress-style errors, and writes nothing when it refuses', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const runsPerOperation = Math.max(MIN_RUNS_PER_OPERATION, Math.ceil(MIN_REQUESTS / operations.length));
    const tally = new AnswerTally();
    const started = performance.now();

    for (const [index, operation] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          // Session-ending operations run on a session of their own, so the caller's stays open.
          const auth = ENDS_OWN_SESSION(operation)
            ? (await signedInCaller(app, 'yuki.tanaka')).headers
            : headers;
          const writesBefore = await writesLogged(app.db);
          const response = await send(app, request, auth);
          tally.add(response);
          const exchange = exchangeOf(request, response);
          expect(response.statusCode, exchange).toBeLessThan(500);
          const refused = response.statusCode >= 400;
          expect(refused ? wpErrorProblem(response) : null, exchange).toBeNull();
          expect(refused ? await lastWrites(app.db, writesBefore) : [], `${exchange}\nwrote`).toEqual([]);
        }),
        { seed: SEED + index, numRuns: runsPerOperation, endOnFailure: true },
      );
    }

    const seconds = (performance.now() - started) / 1000;
    console.info(
      `fuzz: ${String(tally.total)} API requests over ${String(operations.length)} operations in ` +
        `${seconds.toFixed(1)} s (${tally.toString()})`,
    );
    expect(tally.total).toBeGreaterThanOrEqual(2_000);
    // Not every request stopped at validation or at the door: some reached the services and succeeded.
    expect(tally.between(200, 300)).toBeGreaterThan(tally.total / 10);
    // The caller was signed in all along, so the refusals above are the input's, not a lost session's.
    const stillSignedIn = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers });
    expect(stillSignedIn.statusCode).toBe(200);
  }, 120_000);

  it("never answers 5xx on the identity provider's GET endpoints", async () => {
    const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    const paths = [
      ...identityProviderPaths(discovery.json<Record<string, unknown>>(), EMBEDDED_ISSUER_PATH),
      // The portal's own sign-in page of an interaction (HTML, as the provider's pages are).
      ...app.routeTable
        .filter((route) => route.method === 'GET' && route.url.startsWith('/idp/'))
        .map((route) => route.url.replace(/:([A-Za-z0-9_]+)/g, '{uid}')),
    ];
    expect(paths).toEqual(
      expect.arrayContaining(['/oidc/auth', '/oidc/session/end', '/idp/interaction/{uid}']),
    );
    const tally = new AnswerTally();
    const started = performance.now();

    await fc.assert(
      fc.asyncProperty(identityProviderRequest(paths, TEST_PUBLIC_URL), async (request) => {
        const response = await send(app, request, headers);
        tally.add(response);
        const exchange = exchangeOf(request, response);
        expect(response.statusCode, exchange).toBeLessThan(500);
        // The provider's answers are its own (OAuth JSON or HTML). The portal's sign-in pages refuse with
        // an HTML page, or, for a URL the router refuses before any route (too long, undecodable), with the
        // app's WordPress-style error: never a bare or mangled body.
        const portalPageRefused = request.url.startsWith('/idp/') && response.statusCode >= 400;
        const wellFormed =
          /^text\/html/.test(response.headers['content-type'] ?? '') ||
          wpErrorProblem(response) === null;
        expect(portalPageRefused ? wellFormed : true, exchange).toBe(true);
      }),
      { seed: SEED, numRuns: IDENTITY_PROVIDER_REQUESTS, endOnFailure: true },
    );

    const seconds = (performance.now() - started) / 1000;
    console.info(
      `fuzz: ${String(tally.total)} identity provider requests over ${String(paths.length)} endpoints in ` +
        `${seconds.toFixed(1)} s (${tally.toString()})`,
    );
  }, 60_000);
});
