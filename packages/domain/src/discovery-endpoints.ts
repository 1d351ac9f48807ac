import { ApiIndexSchema, OpenApiDocumentSchema } from './api-index.ts';
import { defineEndpoints } from './endpoint.ts';

/** How the API describes itself, public as WordPress's discovery documents. */
export const discoveryEndpoints = defineEndpoints({
  'GET /': {
    summary: "The WordPress-style index of the API's routes and namespaces (GET /wp-json/).",
    response: ApiIndexSchema,
    errors: [400],
    access: 'public',
  },
  'GET /portal/v1/openapi.json': {
    summary: 'The OpenAPI 3.1 document of the whole API, built from the schemas the routes validate with.',
    response: OpenApiDocumentSchema,
    errors: [400],
    access: 'public',
  },
});
