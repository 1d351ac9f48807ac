import type { ApiIndex, ApiIndexRoute, OpenApiDocument } from '@campus/domain/api-index';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import type { RegisteredRoute } from '../http/route-table.ts';

const API_PREFIX = '/wp-json';

/** `/wp-json/portal/v1/sessions/:id` → `/portal/v1/sessions/(?P<id>[^/]+)`, as WordPress writes routes. */
function wordPressPath(url: string): string {
  return url
    .slice(API_PREFIX.length)
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => `(?P<${name}>[^/]+)`);
}

/** `wp/v2` of `/wp/v2/posts`: WordPress namespaces are the first two segments. */
const namespaceOf = (path: string): string => path.split('/').slice(1, 3).join('/');

/** The WordPress-style index of the API routes in the route table (those under /wp-json). */
export function apiIndexOf(routes: readonly RegisteredRoute[], publicUrl: string): ApiIndex {
  const index: Record<string, ApiIndexRoute> = {};
  for (const route of routes) {
    if (!route.url.startsWith(`${API_PREFIX}/`) || route.url === `${API_PREFIX}/`) continue;
    const path = wordPressPath(route.url);
    const entry = (index[path] ??= { namespace: namespaceOf(path), methods: [] });
    if (!entry.methods.includes(route.method)) entry.methods.push(route.method);
  }
  return {
    name: 'Campus portal',
    description: 'The residents’ portal API: WordPress-compatible content and people, portal extensions.',
    url: publicUrl,
    namespaces: [...new Set(Object.values(index).map((route) => route.namespace))].sort(),
    routes: index,
  };
}

/**
 * The discovery documents, public as WordPress's: `GET /wp-json/` (the route index, from the route table)
 * and `GET /wp-json/portal/v1/openapi.json` (the OpenAPI document @fastify/swagger builds from the same
 * schemas the routes validate and serialise with). Both are built once, on first request, when every
 * route is registered. Register under the /wp-json prefix.
 */
export const apiIndexRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  let index: ApiIndex | null = null;
  let document: OpenApiDocument | null = null;
  app.route({
    ...endpointRoute('GET /'),
    // Only /wp-json/ (WordPress's address of the index); /wp-json stays a 404 rest_no_route.
    prefixTrailingSlash: 'slash',
    handler: (): Promise<ApiIndex> => Promise.resolve((index ??= apiIndexOf(app.routeTable, publicUrl))),
  });

  app.route({
    ...endpointRoute('GET /portal/v1/openapi.json'),
    // Registered in OpenAPI mode (http/openapi.ts), so the document is an OpenAPI 3 one.
    handler: (): Promise<OpenApiDocument> => Promise.resolve((document ??= app.swagger() as OpenApiDocument)),
  });
  done();
};
