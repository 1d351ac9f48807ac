import type { Page } from '@campus/domain/content';
import type { FastifyPluginCallback } from 'fastify';
import { listPages } from '../db/pages-repository.ts';
import { pageView } from '../services/content-projection.ts';
import { WpErrorSchema } from '@campus/domain/wp-error';
import { pageSchema, contentListQueryProperties, type ContentListQuery } from './content-schemas.ts';
import { pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';

interface PagesQuery extends ContentListQuery {
  parent?: number;
}

/**
 * GET /wp/v2/pages (spec §7): CMS pages of one language in menu order, by slug(s) and parent. The web app
 * asks for every slug of a nested path at once and walks the parents itself: one request per page view.
 */
export const pagesRoutes: FastifyPluginCallback<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  app.get<{ Querystring: PagesQuery }>(
    '/wp/v2/pages',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...contentListQueryProperties,
            parent: { type: 'integer', minimum: 0 },
          },
        },
        response: { 200: { type: 'array', items: pageSchema }, 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<Page[]> => {
      const { query } = request;
      const { rows, total } = await listPages(
        app.db,
        { language: query.wpml_language, slugs: splitList(query.slug), parent: query.parent ?? null },
        pageWindow(query),
      );
      return sendPaged(
        reply,
        query,
        total,
        rows.map((row) => pageView(row, publicUrl)),
      );
    },
  );
  done();
};
