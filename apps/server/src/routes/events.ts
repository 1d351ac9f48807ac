import { EventListQuerySchema, EventPostSchema, type EventPost } from '@campus/domain/content';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { idListParameter, pageWindow, sendPaged, splitList } from '../http/wp-paging.ts';
import { listEventsFor } from '../services/events.ts';

/** GET /wp/v2/event (spec §7): the events the caller may see (§3 visibility), by start. */
export const eventsRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.get(
    '/wp/v2/event',
    {
      schema: {
        querystring: EventListQuerySchema,
        response: { 200: Type.Array(EventPostSchema), 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<EventPost[]> => {
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
  );
  done();
};
