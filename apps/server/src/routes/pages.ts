import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { splitList } from '../http/wp-paging.ts';
import { pages } from '../services/content-types/pages.ts';
import { contentListHandler } from './content-list-route.ts';

/**
 * GET /wp/v2/pages (spec §7): CMS pages of one language in menu order, by slug(s) and parent. The web app
 * asks for every slug of a nested path at once and walks the parents itself: one request per page view. A
 * visitor may read the public pages: the declaration's signInOptional checks a token when there is one, and
 * the content type refuses a request without one unless it asks for those alone.
 */
export const pagesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/pages'),
    handler: contentListHandler(
      app,
      pages,
      (query) => ({
        language: query.wpml_language,
        slugs: splitList(query.slug),
        parent: query.parent ?? null,
      }),
      publicUrl,
    ),
  });
  done();
};
