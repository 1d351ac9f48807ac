import type { CalendarFeed } from '@campus/domain/calendar';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import {
  calendarFeedDocument,
  calendarFeedOf,
  createCalendarFeed,
  eventCalendarFor,
  revokeCalendarFeed,
} from '../services/calendar.ts';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
const noFeed = () => new WpHttpError(404, 'rest_calendar_feed_not_found', 'No calendar feed.');

/**
 * Calendar export (issue #19): an event as an .ics file for "Add to calendar", and a personal subscription
 * feed (webcal) of the events the person may see, behind a secret token they can revoke.
 */
export const calendarRoutes: FastifyPluginCallbackTypebox<{ publicUrl: string }> = (
  app,
  { publicUrl },
  done,
) => {
  app.route({
    ...endpointRoute('GET /portal/v1/event-calendar/{id}'),
    handler: async (request, reply) => {
      const found = await eventCalendarFor(
        app.db,
        signedInUser(request),
        request.params.id,
        request.query.wpml_language ?? 'en',
        publicUrl,
        new Date(),
      );
      // An event the person may not see is indistinguishable from one that does not exist.
      if (found === null) throw new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
      return reply
        .type(CALENDAR_TYPE)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${found.slug}.ics"`)
        .send(found.ics);
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/calendar-feed'),
    handler: async (request, reply): Promise<CalendarFeed> => {
      reply.header('cache-control', 'private, no-store');
      const feed = await calendarFeedOf(app.db, signedInUser(request).id);
      if (feed === null) throw noFeed();
      return feed;
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/calendar-feed'),
    handler: async (request, reply): Promise<CalendarFeed> => {
      const feed = await createCalendarFeed(app.db, signedInUser(request).id, publicUrl);
      void reply.code(201).header('cache-control', 'private, no-store');
      return feed;
    },
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/calendar-feed'),
    handler: async (request, reply) => {
      if (!(await revokeCalendarFeed(app.db, signedInUser(request).id))) throw noFeed();
      reply.status(204);
      return null;
    },
  });

  // Calendar applications cannot sign in: the secret in the path is the credential (access: public).
  app.route({
    ...endpointRoute('GET /portal/v1/calendar-feed/{file}'),
    handler: async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const ics = await calendarFeedDocument(app.db, token, publicUrl, new Date());
      if (ics === null) throw noFeed();
      return reply.type(CALENDAR_TYPE).header('cache-control', 'private, max-age=300').send(ics);
    },
  });
  done();
};
