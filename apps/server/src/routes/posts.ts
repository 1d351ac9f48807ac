import type { Post } from '@campus/domain/content';
import type { FastifyPluginCallback } from 'fastify';
import { listPosts } from '../db/posts-repository.ts';
import { postView } from '../services/content-projection.ts';
import { WpErrorSchema } from '@campus/domain/wp-error';
import { postSchema, contentListQueryProperties, type ContentListQuery } from './content-schemas.ts';
import { idListParam, pageWindow, sendPaged, splitIds, splitList } from '../http/wp-paging.ts';

interface PostsQuery extends ContentListQuery {
  'tax-house'?: string;
}

/** GET /wp/v2/posts (spec §7): the news of one language, sticky first then newest; optional slug lookup. */
export const postsRoutes: FastifyPluginCallback<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  app.get<{ Querystring: PostsQuery }>(
    '/wp/v2/posts',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...contentListQueryProperties,
            'tax-house': idListParam,
          },
        },
        response: { 200: { type: 'array', items: postSchema }, 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<Post[]> => {
      const { query } = request;
      const { rows, total } = await listPosts(
        app.db,
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: splitIds(query['tax-house']),
        },
        pageWindow(query),
      );
      return sendPaged(
        reply,
        query,
        total,
        rows.map((row) => postView(row, publicUrl)),
      );
    },
  );
  done();
};
