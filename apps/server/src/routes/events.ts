import type { EventPost } from '@campus/domain/content';
import type { FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import { eventView } from '../services/content-projection.ts';
import { visibleEvents } from '../services/event-visibility.ts';
import { WpErrorSchema } from '@campus/domain/wp-error';
import { eventSchema, contentListQueryProperties, type ContentListQuery } from './content-schemas.ts';
import { idListParam, pageWindow, sendPaged, splitIds, splitList } from '../http/wp-paging.ts';

interface EventsQuery extends ContentListQuery {
  'tax-house'?: string;
  order: 'asc' | 'desc';
  orderby: 'start';
}

/** GET /wp/v2/event (spec §7): the events the caller may see (§3 visibility), by start. */
export const eventsRoutes: FastifyPluginCallback<{ publicUrl: string }> = (app, { publicUrl }, done) => {
  app.get<{ Querystring: EventsQuery }>(
    '/wp/v2/event',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...contentListQueryProperties,
            'tax-house': idListParam,
            order: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
            // Events are only ever ordered by their start (the spec's only order).
            orderby: { type: 'string', enum: ['start'], default: 'start' },
          },
        },
        response: { 200: { type: 'array', items: eventSchema }, 400: WpErrorSchema, 403: WpErrorSchema },
      },
    },
    async (request, reply): Promise<EventPost[]> => {
      const { query } = request;
      const { rows, total } = await visibleEvents(
        app.db,
        signedInUser(request),
        {
          language: query.wpml_language,
          slugs: splitList(query.slug),
          houseIds: splitIds(query['tax-house']),
          order: query.order,
        },
        pageWindow(query),
      );
      return sendPaged(
        reply,
        query,
        total,
        rows.map((row) => eventView(row, publicUrl)),
      );
    },
  );
  done();
};
