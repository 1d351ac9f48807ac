import type { Health, ServerVersion } from '@campus/domain/health';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { DependencyStatus } from '../auth/identity-provider-probe.ts';
import { siteEndpointRoute } from '../http/endpoint-route.ts';

export interface HealthOptions {
  /**
   * The identity provider: the embedded one lives in this process and keeps its state in the database, so
   * it is up when the database is; an external one is probed.
   */
  identityProvider: { mode: 'embedded' } | { mode: 'external'; probe: () => Promise<DependencyStatus> };
  /**
   * What the database lacks of the schema the migrations create (db/schema-completeness.ts); empty when
   * complete. Its one catalog query is also the database's probe: it throws when the database is down.
   */
  findMissingSchema: () => Promise<string[]>;
  version: ServerVersion;
}

type DatabaseState = { database: 'up'; missing: string[] } | { database: 'down'; missing: null };

/**
 * The probes come every second or two from every balancer and orchestrator: their request lines would
 * bury the rest of the log, so they are logged from `warn` only (readiness changes log lines of their own).
 */
const PROBE_LOG_LEVEL = 'warn';

/**
 * Three answers, for three readers (docs/decisions/023):
 * - `GET /health`, for people, monitoring and e2e start-up: the state of each dependency and the version.
 *   200 `ok` when every dependency answers; 200 `degraded` when only the identity provider is down
 *   (signed-in people keep working with their backend tokens); 503 `unavailable` when the database is
 *   down, as nothing works without it, or when it lacks part of the schema (a half-restored backup
 *   answers 500 on whatever it lacks). Not for a balancer: it would take every instance out at once.
 * - `GET /health/live`, for an orchestrator's restart decision: 200 while the process answers at all.
 * - `GET /health/ready`, for a balancer's health check: 200 unless draining or the schema is incomplete,
 *   answered from memory (lifecycle/readiness.ts), whatever the database's state.
 * Failures are not logged here: the database monitor logs an outage once.
 */
export const healthRoutes: FastifyPluginCallbackTypebox<HealthOptions> = (app, options, done) => {
  const databaseState = async (): Promise<DatabaseState> => {
    try {
      return { database: 'up', missing: await options.findMissingSchema() };
    } catch {
      return { database: 'down', missing: null };
    }
  };

  app.route({
    ...siteEndpointRoute('GET /health'),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { identityProvider } = options;
      const [{ database, missing }, external] = await Promise.all([
        databaseState(),
        identityProvider.mode === 'external' ? identityProvider.probe() : null,
      ]);
      if (database === 'down') app.databaseAvailability.countRefusedRequest(request);
      const identity = external ?? database;
      const schemaStatus = missing === null ? 'unknown' : missing.length === 0 ? 'complete' : 'incomplete';
      const serving = database === 'up' && schemaStatus === 'complete';
      const status: Health['status'] = !serving ? 'unavailable' : identity === 'down' ? 'degraded' : 'ok';
      return reply.status(serving ? 200 : 503).send({
        status,
        checks: {
          database: { status: database },
          schema: { status: schemaStatus, missing: missing ?? [] },
          identityProvider: { status: identity, mode: identityProvider.mode },
        },
        version: options.version,
      });
    },
  });

  app.route({
    ...siteEndpointRoute('GET /health/live'),
    logLevel: PROBE_LOG_LEVEL,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'alive' as const };
    },
  });

  app.route({
    ...siteEndpointRoute('GET /health/ready'),
    logLevel: PROBE_LOG_LEVEL,
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const reasons = app.readiness.reasons();
      return reply.status(reasons.length === 0 ? 200 : 503).send({
        status: reasons.length === 0 ? 'ready' : 'not_ready',
        reasons,
        version: options.version,
        checks: { database: { status: app.databaseAvailability.isUp ? 'up' : 'down' } },
      });
    },
  });
  done();
};
