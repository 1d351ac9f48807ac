import type { HousePageListQuery } from '@campus/domain/house-page';
import type { ServiceListQuery } from '@campus/domain/service';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, splitList } from '../http/wp-paging.ts';
import { housePages, type HousePageFilter } from '../services/content-types/house-pages.ts';
import { servicePages, type ServicePageFilter } from '../services/content-types/service-pages.ts';
import { contentListHandler } from './content-list-route.ts';

/** The query of both trees (HousePageListQuery, ServiceListQuery) as their filter. */
function treeFilterOf(query: HousePageListQuery | ServiceListQuery): HousePageFilter & ServicePageFilter {
  return {
    language: query.wpml_language,
    slugs: splitList(query.slug),
    houseIds: idListParameter('tax-house', query['tax-house']),
    parent: query.parent ?? null,
  };
}

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
    handler: contentListHandler(app, housePages, treeFilterOf, publicUrl),
  });

  app.route({
    ...endpointRoute('GET /wp/v2/service'),
    handler: contentListHandler(app, servicePages, treeFilterOf, publicUrl),
  });
  done();
};
