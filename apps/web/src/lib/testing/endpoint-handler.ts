import type { ApiEndpointKey } from '@campus/domain/api-contract';
import { endpointMethod, endpointPathTemplate } from '@campus/domain/endpoint';
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';

/**
 * A mock of the endpoint declared under `key` (issue #30): the tests' handlers name the same declarations
 * as the client and the server, so a mock cannot answer a path or method the server does not have.
 */
export function endpointHandler(key: ApiEndpointKey, resolver: HttpResponseResolver): HttpHandler {
  const url = `*/wp-json${endpointPathTemplate(key).replace(/\{(\w+)\}/g, ':$1')}`;
  switch (endpointMethod(key)) {
    case 'GET':
      return http.get(url, resolver);
    case 'POST':
      return http.post(url, resolver);
    case 'PUT':
      return http.put(url, resolver);
    case 'DELETE':
      return http.delete(url, resolver);
  }
}
