import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  identityProviderPaths,
  identityProviderRequest,
} from '../../test/fuzz/identity-provider-requests.ts';
import { operationsOf, type OpenApiDocument, type Operation } from '../../test/fuzz/openapi-operations.ts';
import { idListParameters, repeatedIdsRequestFor, requestFor } from '../../test/fuzz/request-arbitraries.ts';
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
/** Requests per caller for each operation whose body holds a list of ids, every such list naming one id twice. */
const REPEATED_IDS_RUNS = 15;

/**
 * Who sends the generated requests, one picked for each: a resident, a campus editor and administrator
 * (the staff console's routes), and the integration account (the outbox, notifications sent by API, form
 * results), so that every route is reached past its door by someone allowed through it.
 */
const CALLERS = ['alice.martin', 'paul.durand', 'integration.api'] as const;
type Caller = (typeof CALLERS)[number];

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
  const callers = new Map<Caller, { authorization: string }>();
  const headersOf = (caller: Caller) => callers.get(caller) ?? headers;

  beforeAll(async () => {
    // Jobs are queued, not run: their writes would be taken for those of the request under test.
    app = await buildTestApp({}, { runJobs: false });
    // The staff caller's own roles out of reach of the generated path ids (1 … 40), so that a fuzzed
    // DELETE /staff/grants/{id} cannot take them away and leave the rest of the staff routes unreached.
    await app.db.query(
      "UPDATE staff_grants SET id = id + 1000000 WHERE user_id = (SELECT id FROM users WHERE username = 'paul.durand')",
    );
    await installWriteLog(app.db);
    operations = await discoverOperations(app);
    for (const caller of CALLERS) callers.set(caller, (await signedInCaller(app, caller)).headers);
    headers = headersOf('alice.martin');
  });

  afterAll(async () => {
    await app.close();
  });

  it('fuzzes every API route the server registered', () => {
    // The fuzz reads the OpenAPI document: a route missing from it, or a query parameter it does not list,
    // would go unfuzzed. (Without a document, the operations are the route table's, and this holds as is.)
    expect(operations.map(keyOf).sort()).toEqual(routeTableOperations(app.routeTable).map(keyOf).sort());
  });

  it('refuses a list of ids that names an id twice, naming the field, and writes nothing (issue #27)', async () => {
    const withIdLists = operations.filter(
      (operation) => operation.body !== null && idListParameters(operation.body.schema).length > 0,
    );
    // The staff console's items (POST and PUT) and the profile update (houses and interests) at least.
    expect(withIdLists.length).toBeGreaterThanOrEqual(3);
    for (const [index, operation] of withIdLists.entries()) {
      const fields = idListParameters(operation.body?.schema ?? {});
      await fc.assert(
        fc.asyncProperty(
          repeatedIdsRequestFor(operation),
          fc.constantFrom(...CALLERS),
          async (request, caller) => {
            const writesBefore = await writesLogged(app.db);
            const response = await send(app, request, headersOf(caller));
            const exchange = exchangeOf(request, response);
            expect(await lastWrites(app.db, writesBefore), `${exchange}\nwrote`).toEqual([]);
            // Refused at the door (not signed in as someone allowed), or refused as input, naming the list.
            if (response.statusCode === 401 || response.statusCode === 403) return;
            expect(response.statusCode, exchange).toBe(400);
            const { code, data } = response.json<{
              code: string;
              data: { params?: Record<string, string> };
            }>();
            expect(code, exchange).toBe('rest_invalid_param');
            expect(Object.keys(data.params ?? {}), exchange).toEqual(expect.arrayContaining(fields));
          },
        ),
        { seed: SEED + index, numRuns: REPEATED_IDS_RUNS * CALLERS.length, endOnFailure: true },
      );
    }
  }, 120_000);

  it('never answers 5xx, always answers WordPress-style errors, and writes nothing when it refuses', async () => {
    expect(operations.length).toBeGreaterThan(10);
    const runsPerOperation = Math.max(MIN_RUNS_PER_OPERATION, Math.ceil(MIN_REQUESTS / operations.length));
    const tally = new AnswerTally();
    const started = performance.now();

    for (const [index, operation] of operations.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(operation), fc.constantFrom(...CALLERS), async (request, caller) => {
          // Session-ending operations run on a session of their own, so the callers' stay open.
          const auth = ENDS_OWN_SESSION(operation)
            ? (await signedInCaller(app, 'yuki.tanaka')).headers
            : headersOf(caller);
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
    // The callers were signed in all along, so the refusals above are the input's, not a lost session's.
    for (const caller of CALLERS) {
      const stillSignedIn = await app.inject({
        method: 'GET',
        url: '/wp-json/wp/v2/users/me',
        headers: headersOf(caller),
      });
      expect(stillSignedIn.statusCode, caller).toBe(200);
    }
    const stillStaff = await app.inject({
      method: 'GET',
      url: '/wp-json/portal/v1/staff/me',
      headers: headersOf('paul.durand'),
    });
    expect(stillStaff.statusCode).toBe(200);
  }, 240_000);

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
          /^text\/html/.test(response.headers['content-type'] ?? '') || wpErrorProblem(response) === null;
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
