import type { EventPost } from '@campus/domain/content';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listEventsFor } from '../services/events.ts';

/** GET /wp/v2/event (spec §7): the events the caller may see (§3 visibility), by start. */
export const eventsRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /wp/v2/event'),
    handler: async (request, reply): Promise<EventPost[]> => {
      const { query } = request;
      const { rows, total } = await listEventsFor(
        app.db,
        signedInUser(request),
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: idListParameter('tax-house', query['tax-house']),
          order: query.order,
          period: query.period ?? null,
        },
        pageWindow(query),
        publicUrl,
      );
      return sendPaged(reply, query, total, rows);
    },
  });
  done();
};
