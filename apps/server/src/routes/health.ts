import { HealthSchema, type Health } from '@campus/domain/health';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { DependencyStatus } from '../auth/identity-provider-probe.ts';

export interface HealthOptions {
  /**
   * The identity provider: the embedded one lives in this process and keeps its state in the database, so
   * it is up when the database is; an external one is probed.
   */
  identityProvider: { mode: 'embedded' } | { mode: 'external'; probe: () => Promise<DependencyStatus> };
}

/**
 * Liveness and readiness for load balancers and e2e start-up. 200 `ok` when every dependency answers;
 * 200 `degraded` when only the identity provider is down (signed-in people keep working with their
 * backend tokens); 503 `unavailable` when the database is down, as nothing works without it. Failures are
 * not logged here: the database monitor logs an outage once.
 */
export const healthRoutes: FastifyPluginCallbackTypebox<HealthOptions> = (app, options, done) => {
  const databaseStatus = async (): Promise<DependencyStatus> => {
    try {
      await app.db.query('SELECT 1');
      return 'up';
    } catch {
      return 'down';
    }
  };

  app.get(
    '/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { identityProvider } = options;
      const [database, external] = await Promise.all([
        databaseStatus(),
        identityProvider.mode === 'external' ? identityProvider.probe() : null,
      ]);
      if (database === 'down') app.databaseAvailability.countRefusedRequest(request);
      const identity = external ?? database;
      const status: Health['status'] =
        database === 'down' ? 'unavailable' : identity === 'down' ? 'degraded' : 'ok';
      return reply.status(database === 'down' ? 503 : 200).send({
        status,
        checks: {
          database: { status: database },
          identityProvider: { status: identity, mode: identityProvider.mode },
        },
      });
    },
  );
  done();
};
