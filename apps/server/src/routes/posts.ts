import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, splitList } from '../http/wp-paging.ts';
import { posts } from '../services/content-types/posts.ts';
import { contentListHandler } from './content-list-route.ts';

/** GET /wp/v2/posts (spec §7): the news of one language, sticky first then newest; optional slug lookup. */
export const postsRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/posts'),
    handler: contentListHandler(
      app,
      posts,
      (query) => ({
        language: query.wpml_language,
        slugs: splitList(query.slug),
        houseIds: idListParameter('tax-house', query['tax-house']),
      }),
      publicUrl,
    ),
  });
  done();
};
