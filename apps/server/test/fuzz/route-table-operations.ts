import type { RegisteredRoute } from '../../src/http/route-table.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';

/**
 * Routes that are not API operations, so neither the OpenAPI document nor the API fuzz includes them:
 * - /idp/…: the embedded identity provider's HTML sign-in pages, fuzzed with the identity provider for
 *   "never 5xx" only (their answers are HTML pages, not WordPress errors);
 * - /sample-images/…, /sample-documents/…: static files read from disk (no query, no body, no database);
 *   their path is a file name handled by @fastify/static, whose traversal refusals are that library's, not ours;
 * - /billing/…: the sample billing source (embedded default), which stands in for the campus billing
 *   system outside the API, answers only the portal's own key and is hidden from the OpenAPI document
 *   (its refusals are tested in src/billing/sample-billing-source.test.ts).
 */
export const NOT_API_ROUTES: readonly RegExp[] = [
  /^\/idp\//,
  /^\/sample-(images|documents)\//,
  /^\/billing\//,
];

export const isApiRoute = (url: string): boolean => !NOT_API_ROUTES.some((pattern) => pattern.test(url));

const OPERATION_METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const isOperationMethod = (method: string): method is Operation['method'] =>
  OPERATION_METHODS.includes(method);

function propertiesOf(schema: unknown): [string, JsonSchema][] {
  const properties = (schema as JsonSchema | undefined)?.properties;
  return Object.entries(properties ?? {});
}

/**
 * The operations of the route table (the routes as Fastify registered them), in the OpenAPI operations'
 * shape, for a server that serves no OpenAPI document: each route's own querystring, params and body
 * schemas are JSON Schema already (TypeBox).
 */
export function routeTableOperations(routes: readonly RegisteredRoute[]): Operation[] {
  return routes.flatMap((route) => {
    const method = route.method;
    if (!isOperationMethod(method)) return [];
    if (!isApiRoute(route.url)) return [];
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const schema = route.schema as (Record<string, unknown> & { consumes?: string[] }) | undefined;
    const contentType =
      schema?.consumes?.[0] ?? (schema?.body === undefined ? undefined : 'application/json');
    return [
      {
        method,
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
        pathSchemas: Object.fromEntries(propertiesOf(schema?.params)),
        queryParams: propertiesOf(schema?.querystring).map(([name, property]) => ({
          name,
          schema: property,
        })),
        body: contentType === undefined ? null : { contentType, schema: schema?.body ?? {} },
      },
    ];
  });
}
