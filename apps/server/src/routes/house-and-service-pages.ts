import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, splitList } from '../http/wp-paging.ts';
import { housePages } from '../services/content-types/house-pages.ts';
import { servicePages } from '../services/content-types/service-pages.ts';
import { contentListHandler } from './content-list-route.ts';

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
    handler: contentListHandler(
      app,
      housePages,
      (query) => ({
        language: query.wpml_language,
        slugs: splitList(query.slug),
        houseIds: idListParameter('tax-house', query['tax-house']),
        parent: query.parent ?? null,
      }),
      publicUrl,
    ),
  });

  app.route({
    ...endpointRoute('GET /wp/v2/service'),
    handler: contentListHandler(
      app,
      servicePages,
      (query) => ({
        language: query.wpml_language,
        slugs: splitList(query.slug),
        houseIds: idListParameter('tax-house', query['tax-house']),
        parent: query.parent ?? null,
      }),
      publicUrl,
    ),
  });
  done();
};
