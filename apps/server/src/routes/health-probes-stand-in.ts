/**
 * STAND-IN, to be dropped when the ops-lifecycle branch lands (issue #28): the smallest `/health/live` and
 * `/health/ready` the deployment files of the ops-deploy branch probe (the image's HEALTHCHECK, compose's
 * health checks, the release bundle's test). The real ones answer readiness from the schema and the drain.
 */
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const ProbeSchema = Type.Object({ status: Type.Enum(['live', 'ready', 'not ready']) });

export const healthProbesStandIn: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get('/health/live', { schema: { response: { 200: ProbeSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' as const };
  });
  app.get(
    '/health/ready',
    { schema: { response: { 200: ProbeSchema, 503: ProbeSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.query('SELECT 1');
        return { status: 'ready' as const };
      } catch {
        return reply.status(503).send({ status: 'not ready' });
      }
    },
  );
  done();
};
