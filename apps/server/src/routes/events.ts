import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, splitList } from '../http/wp-paging.ts';
import { events } from '../services/content-types/events.ts';
import { contentListHandler } from './content-list-route.ts';

/** GET /wp/v2/event (spec §7): the events the caller may see (§3 visibility), by start. */
export const eventsRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/event'),
    handler: contentListHandler(
      app,
      events,
      (query, viewer) => {
        if (viewer === null) throw new Error('Route is not behind app.authenticate');
        return {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: idListParameter('tax-house', query['tax-house']),
          order: query.order,
          period: query.period ?? null,
          visibleTo: viewer.id,
        };
      },
      publicUrl,
    ),
  });
  done();
};
