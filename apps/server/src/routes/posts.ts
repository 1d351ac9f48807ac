import { DEFAULT_LOCALE } from '@campus/domain/user';
import type { Post } from '@campus/domain/content';
import { languageOfLocale, type Language } from '@campus/domain/locale';
import type { FastifyPluginCallback } from 'fastify';
import { listPosts } from '../db/posts-repository.ts';
import { postView } from '../domain/content-projection.ts';
import { wpErrorSchema } from '../http/wp-errors.ts';
import { postSchema } from './content-schemas.ts';
import {
  idListParam,
  languageProperty,
  listParam,
  pageWindow,
  pagingProperties,
  sendPaged,
  splitIds,
  splitList,
  type PagingQuery,
} from '../http/wp-paging.ts';

interface PostsQuery extends PagingQuery {
  wpml_language: Language;
  slug?: string;
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
            ...pagingProperties,
            wpml_language: { ...languageProperty, default: languageOfLocale(DEFAULT_LOCALE) },
            slug: listParam,
            'tax-house': idListParam,
          },
        },
        response: { 200: { type: 'array', items: postSchema }, 400: wpErrorSchema, 403: wpErrorSchema },
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
