import { apiContract, type ApiContract, type ApiEndpointKey } from '@campus/domain/api-contract';
import {
  endpointMethod,
  endpointPathTemplate,
  successStatuses,
  type Endpoint,
  type EndpointKey,
  type SuccessStatus,
} from '@campus/domain/endpoint';
import { siteEndpoints, type SiteContract, type SiteEndpointKey } from '@campus/domain/site-endpoints';
import { WpErrorSchema } from '@campus/domain/wp-error';

/** The success statuses of `E`, as a type. */
type SuccessOf<E extends Endpoint> = E['status'] extends readonly (infer S extends SuccessStatus)[]
  ? S
  : E['status'] extends SuccessStatus
    ? E['status']
    : 200;

/** Fastify's schema of a declared endpoint: what validates the request and serialises the answer. */
interface EndpointSchema<E extends Endpoint> {
  summary: string;
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: Record<SuccessOf<E>, E['response']> & Record<number, unknown>;
}

/** The route options of `endpoint`, declared under `key`: what both kinds of declaration register. */
function routeOptionsOf<E extends Endpoint>(key: EndpointKey, endpoint: E) {
  const success =
    endpoint.headers === undefined ? endpoint.response : { ...endpoint.response, headers: endpoint.headers };
  const response: Record<number, unknown> = {};
  for (const status of successStatuses(endpoint)) response[status] = success;
  for (const status of endpoint.errors) response[status] = endpoint.errorBodies?.[status] ?? WpErrorSchema;
  const schema = {
    summary: endpoint.summary,
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    response,
  };
  return {
    method: endpointMethod(key),
    url: endpointPathTemplate(key).replace(/\{(\w+)\}/g, ':$1'),
    schema: schema as unknown as EndpointSchema<E>,
    config: {
      public: endpoint.access === 'public',
      signInOptional: endpoint.access === 'signInOptional',
    },
  };
}

/**
 * The route options of the endpoint declared under `key` in packages/domain (issue #30): its method, its
 * Fastify URL (`{id}` becomes `:id`), its schemas (the success answer with its headers, each declared error
 * as a WordPress error, or the body it declares for that status) and who may call it. A route file adds only
 * its handler: `app.route({ ...endpointRoute('GET /wp/v2/users'), handler })`, and the type provider types
 * the request and the answer from the declaration. Register under the /wp-json prefix.
 */
export function endpointRoute<K extends ApiEndpointKey>(key: K) {
  return routeOptionsOf<ApiContract[K]>(key, apiContract[key]);
}

/** The same for an endpoint at the site's root (domain/src/site-endpoints.ts), registered without prefix. */
export function siteEndpointRoute<K extends SiteEndpointKey>(key: K) {
  return routeOptionsOf<SiteContract[K]>(key, siteEndpoints[key]);
}
