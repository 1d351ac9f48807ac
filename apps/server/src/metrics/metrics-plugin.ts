import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMBEDDED_ISSUER_PATH } from '../config.ts';
import type { PortalMetrics } from './portal-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's Prometheus metrics, counted where things happen (portal-metrics.ts). */
    metrics: PortalMetrics;
    /** The server of the metrics port (METRICS_PORT), listening once the app is ready; null when off. */
    metricsServer: FastifyInstance | null;
  }
}

export interface MetricsOptions {
  metrics: PortalMetrics;
  /** METRICS_PORT; null: the metrics are counted but served nowhere. */
  port: number | null;
  host: string;
}

/**
 * The route a request is counted under: its route template, never the URL itself (no ids, tokens or search
 * text in the labels, and a bounded set of series). The embedded identity provider's Koa app answers every
 * path under its mount; a request no route matched counts as `unmatched`.
 */
function routeLabel(request: FastifyRequest): string {
  const path = request.originalUrl.split('?')[0] ?? '';
  if (path === EMBEDDED_ISSUER_PATH || path.startsWith(`${EMBEDDED_ISSUER_PATH}/`)) {
    return `${EMBEDDED_ISSUER_PATH}/*`;
  }
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Times every answer of the public port, and serves the metrics on their own port (docs/decisions/024): a
 * port the balancer does not forward, so that they are never public, and Prometheus reaches each instance
 * directly. Listening starts with the app's ready (a port in use stops the start), before the public port.
 */
export const metricsPlugin = fp<MetricsOptions>(
  (app, { metrics, port, host }, done) => {
    app.decorate('metrics', metrics);
    app.addHook('onResponse', (request, reply, done) => {
      metrics.httpRequestDuration.observe(
        { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
    if (port === null) {
      app.decorate('metricsServer', null);
      done();
      return;
    }
    metrics.collectProcessMetrics();
    const server = Fastify({ logger: false });
    server.get('/metrics', async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    });
    app.decorate('metricsServer', server);
    app.addHook('onReady', async () => {
      const address = await server.listen({ port, host });
      app.log.info({ address: `${address}/metrics` }, 'metrics served');
    });
    app.addHook('onClose', () => server.close());
    done();
  },
  { name: 'metrics' },
);
