import type { SwaggerOptions } from '@fastify/swagger';
import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';

/**
 * @fastify/swagger in OpenAPI 3.1 mode (3.1, because the schemas use JSON Schema type lists such as
 * `["string", "null"]`, which 3.0 cannot express). The document is generated from the routes' own
 * schemas, so it cannot drift from what the server validates and sends.
 */
export function openApiOptions(publicUrl: string): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Campus portal API',
        version: '1',
        description:
          'WordPress-compatible content and people API of the campus portal. Signed-in calls send a ' +
          `bearer token (a backend token, or the identity provider's access token with the id token in ` +
          `${IDENTITY_TOKEN_HEADER}); a renewed backend token comes back in ${BACKEND_TOKEN_HEADER}.`,
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
  };
}
