import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One registered route, as the API index, the OpenAPI check and the fuzz tests read it. */
export interface RegisteredRoute {
  method: HTTPMethods;
  /** The full path, prefixes included, Fastify style (`/wp-json/portal/v1/sessions/:id`). */
  url: string;
  schema: FastifySchema | undefined;
  /** Reachable without signing in (route config `public`). */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after recordRoutes ran, in registration order (HEAD twins left out). */
    routeTable: readonly RegisteredRoute[];
  }
}

/**
 * Records the routes as they are registered (onRoute sees every plugin's routes, prefixes applied). Call
 * before registering any route: a route registered earlier is missing from the table.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin of each GET route: the same route, not one of its own.
      if (method === 'HEAD' && routes.some((known) => known.method === 'GET' && known.url === route.url)) {
        continue;
      }
      routes.push({ method, url: route.url, schema: route.schema, public: route.config?.public === true });
    }
  });
}
