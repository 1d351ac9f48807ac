import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';
import type { ServiceTerm } from '@campus/domain/service';
import type { HouseTerm, TagTerm, TermListQuery } from '@campus/domain/taxonomy';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listServiceTermViews } from '../services/service-terms.ts';
import { listHouses, listTags, type TermQuery } from '../services/taxonomies.ts';

const termQueryOf = (query: TermListQuery): TermQuery => ({
  slugs: splitList(query.slug),
  include: idListParameter('include', query.include),
  parent: query.parent ?? null,
});

/**
 * The tag-like taxonomies stored in the tags table, each with its endpoint: one static route per taxonomy
 * rather than /wp/v2/:taxonomy, so that any other unknown path under /wp/v2 stays the WordPress 404
 * rest_no_route, for visitors too.
 */
const TAG_TAXONOMY_ENDPOINTS = [
  ['tax-tag', 'GET /wp/v2/tax-tag'],
  [PLACE_CATEGORY_TAXONOMY, 'GET /wp/v2/places-categories'],
] as const;

/** GET /wp/v2/tax-house, /wp/v2/tax-service, /wp/v2/tax-tag and /wp/v2/{taxonomy}?parent= (spec §7), WordPress term shapes. */
export const taxonomiesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/tax-house'),
    handler: async (request, reply): Promise<HouseTerm[]> => {
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
  });

  app.route({
    ...endpointRoute('GET /wp/v2/tax-service'),
    handler: async (request, reply): Promise<ServiceTerm[]> => {
      const { query } = request;
      const { rows, total } = await listServiceTermViews(
        app.db,
        termQueryOf(query),
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows, 'term');
    },
  });

  for (const [taxonomy, key] of TAG_TAXONOMY_ENDPOINTS) {
    app.route({
      ...endpointRoute(key),
      handler: async (request, reply): Promise<TagTerm[]> => {
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
    });
  }
  done();
};
