import {
  HouseTermSchema,
  TagTermSchema,
  TermListQuerySchema,
  type HouseTerm,
  type TagTerm,
  type TermListQuery,
} from '@campus/domain/taxonomy';
import { ServiceTermSchema, type ServiceTerm } from '@campus/domain/service';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listServiceTermViews } from '../services/service-terms.ts';
import { TAG_TAXONOMIES, listHouses, listTags, type TermQuery } from '../services/taxonomies.ts';

const termQueryOf = (query: TermListQuery): TermQuery => ({
  slugs: splitList(query.slug),
  include: idListParameter('include', query.include),
  parent: query.parent ?? null,
});

/** GET /wp/v2/tax-house, /wp/v2/tax-service, /wp/v2/tax-tag and /wp/v2/{taxonomy}?parent= (spec §7), WordPress term shapes. */
export const taxonomiesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.get(
    '/wp/v2/tax-house',
    {
      schema: {
        querystring: TermListQuerySchema,
        response: { 200: Type.Array(HouseTermSchema), 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<HouseTerm[]> => {
      const { query } = request;
      const { rows, total } = await listHouses(
        app.db,
        signedInUser(request).id,
        termQueryOf(query),
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows, 'term');
    },
  );

  app.get(
    '/wp/v2/tax-service',
    {
      schema: {
        querystring: TermListQuerySchema,
        response: { 200: Type.Array(ServiceTermSchema), 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<ServiceTerm[]> => {
      const { query } = request;
      const { rows, total } = await listServiceTermViews(
        app.db,
        termQueryOf(query),
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows, 'term');
    },
  );

  // One static route per taxonomy rather than /wp/v2/:taxonomy, so that any other unknown path under
  // /wp/v2 stays the WordPress 404 rest_no_route, for visitors too.
  for (const taxonomy of TAG_TAXONOMIES) {
    app.get(
      `/wp/v2/${taxonomy}`,
      {
        schema: {
          querystring: TermListQuerySchema,
          response: { 200: Type.Array(TagTermSchema), 400: WpErrorSchema, 403: WpErrorSchema },
        },
      },
      async (request, reply): Promise<TagTerm[]> => {
        const { query } = request;
        const { rows, total } = await listTags(
          app.db,
          signedInUser(request).id,
          taxonomy,
          termQueryOf(query),
          pageWindow(query),
        );
        return sendPaged(reply, query, total, rows, 'term');
      },
    );
  }
  done();
};
