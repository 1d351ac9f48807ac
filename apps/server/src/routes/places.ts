import { PLACE_CATEGORY_TAXONOMY } from '@campus/domain/place';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, splitList } from '../http/wp-paging.ts';
import { places } from '../services/content-types/places.ts';
import { contentListHandler } from './content-list-route.ts';

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
    handler: contentListHandler(
      app,
      places,
      (query) => ({
        language: query.wpml_language,
        slugs: splitList(query.slug),
        categoryIds: idListParameter(PLACE_CATEGORY_TAXONOMY, query[PLACE_CATEGORY_TAXONOMY]),
        ids: idListParameter('include', query.include),
      }),
      publicUrl,
    ),
  });
  done();
};
