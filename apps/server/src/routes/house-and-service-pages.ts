import type { HousePage } from '@campus/domain/house-page';
import type { ServicePage } from '@campus/domain/service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listHousePageViews } from '../services/house-pages.ts';
import { listServicePageViews } from '../services/service-pages.ts';

/**
 * GET /wp/v2/house and GET /wp/v2/service (spec §2.6, §2.7, §7): the pages a house publishes about itself,
 * and the service trees (the campus's, parent 0 at the top, and each house's, its main page at the top).
 * The web app asks for every slug of a service path at once and walks the parents from its root.
 */
export const houseAndServicePagesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/house'),
    handler: async (request, reply): Promise<HousePage[]> => {
      const { query } = request;
      const { rows, total } = await listHousePageViews(
        app.db,
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: idListParameter('tax-house', query['tax-house']),
          parent: query.parent ?? null,
        },
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows);
    },
  });

  app.route({
    ...endpointRoute('GET /wp/v2/service'),
    handler: async (request, reply): Promise<ServicePage[]> => {
      const { query } = request;
      const { rows, total } = await listServicePageViews(
        app.db,
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: idListParameter('tax-house', query['tax-house']),
          parent: query.parent ?? null,
        },
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows);
    },
  });
  done();
};
