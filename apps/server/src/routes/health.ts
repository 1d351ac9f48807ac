import type { FastifyPluginCallback } from 'fastify';

/** Liveness and readiness for load balancers and e2e start-up: ok when the database answers. */
export const healthRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { const: 'ok' } } },
          503: { type: 'object', properties: { status: { const: 'unavailable' } } },
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await app.db.query('SELECT 1');
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
  done();
};
