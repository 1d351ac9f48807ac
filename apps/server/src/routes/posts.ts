import type { Post } from '@campus/domain/content';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listNews } from '../services/posts.ts';

/** GET /wp/v2/posts (spec §7): the news of one language, sticky first then newest; optional slug lookup. */
export const postsRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/posts'),
    handler: async (request, reply): Promise<Post[]> => {
      const { query } = request;
      const { rows, total } = await listNews(
        app.db,
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: idListParameter('tax-house', query['tax-house']),
        },
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows);
    },
  });
  done();
};
