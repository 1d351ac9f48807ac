import type { Page } from '@campus/domain/content';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listCmsPages, visitorMayList, type PageQuery } from '../services/pages.ts';

/**
 * GET /wp/v2/pages (spec §7): CMS pages of one language in menu order, by slug(s) and parent. The web app
 * asks for every slug of a nested path at once and walks the parents itself: one request per page view.
 */
export const pagesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    // A visitor may read the public pages (the statement, FAQ, policy, legal notice): the declaration's
    // signInOptional checks a token when there is one, and a request without one is refused below unless
    // it asks for those alone.
    ...endpointRoute('GET /wp/v2/pages'),
    handler: async (request, reply): Promise<Page[]> => {
      const { query } = request;
      const pageQuery: PageQuery = {
        language: query.wpml_language,
        slugs: splitList(query.slug),
        parent: query.parent ?? null,
      };
      // The same refusal as app.authenticate's for a missing header, so clients react as before.
      if (request.user === null && !visitorMayList(pageQuery)) {
        throw new WpHttpError(403, 'jwt_auth_no_auth_header', 'Authorization header not found.');
      }
      const { rows, total } = await listCmsPages(app.db, pageQuery, pageWindow(query), publicUrl);
      return sendPaged(reply, query, total, rows);
    },
  });
  done();
};
