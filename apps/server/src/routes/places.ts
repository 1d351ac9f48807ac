import { PLACE_CATEGORY_TAXONOMY, type Place } from '@campus/domain/place';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listCampusPlaces } from '../services/places.ts';

/**
 * GET /wp/v2/places (spec §7): the places of the campus map in one language, by title; optionally those of
 * some categories (`places-categories=3,4`) or some ids (`include=`, where the id of either language's row
 * names the place: the answer is its translation in the language asked). The map asks for all at once.
 */
export const placesRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/places'),
    handler: async (request, reply): Promise<Place[]> => {
      const { query } = request;
      const { rows, total } = await listCampusPlaces(
        app.db,
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          categoryIds: idListParameter(PLACE_CATEGORY_TAXONOMY, query[PLACE_CATEGORY_TAXONOMY]),
          ids: idListParameter('include', query.include),
        },
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows);
    },
  });
  done();
};
