import { PageListQuerySchema, PageSchema, type Page } from '@campus/domain/content';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listCmsPages } from '../services/pages.ts';

/**
 * GET /wp/v2/pages (spec §7): CMS pages of one language in menu order, by slug(s) and parent. The web app
 * asks for every slug of a nested path at once and walks the parents itself: one request per page view.
 */
export const pagesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.get(
    '/wp/v2/pages',
    {
      schema: {
        querystring: PageListQuerySchema,
        response: { 200: Type.Array(PageSchema), 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<Page[]> => {
      const { query } = request;
      const { rows, total } = await listCmsPages(
        app.db,
        { language: query.wpml_language, slugs: splitList(query.slug), parent: query.parent ?? null },
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows);
    },
  );
  done();
};
