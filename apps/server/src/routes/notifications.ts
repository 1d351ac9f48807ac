import {
  UNREAD_COUNT_HEADER,
  type Notification,
  type NotificationSendAnswer,
} from '@campus/domain/notification';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { NOTIFICATION_DELIVERY_JOB } from '../jobs/notification-delivery.ts';
import type { PushSender } from '../push/push-sender.ts';
import {
  inboxOf,
  ownNotification,
  readOwn,
  storeMessage,
  subscribeDevice,
  unsubscribeDevice,
} from '../services/notifications.ts';

/**
 * Notifications of spec §7 and the staff send: GET /wp/v2/notification (the caller's own, whatever filter
 * is passed), PUT /acf/v3/notification/{id} (read, own only), POST /portal/v1/notifications (integration
 * accounts, queued), and the Web Push subscriptions of the caller's devices.
 */
export const notificationsRoutes: FastifyPluginCallbackTypebox<{
  jobs: JobQueue;
  push: PushSender | null;
}> = (app, { jobs, push }, done) => {
  app.route({
    ...endpointRoute('GET /wp/v2/notification'),
    handler: async (request, reply): Promise<Notification[]> => {
      const { page, per_page: perPage, wpml_language: language = 'en' } = request.query;
      const inbox = await inboxOf(app.db, signedInUser(request).id, { page, perPage, language });
      reply.header('cache-control', 'private, no-store');
      const items = sendPaged(reply, request.query, inbox.total, inbox.items, 'own');
      reply.header(UNREAD_COUNT_HEADER, inbox.unread);
      return items;
    },
  });

  app.route({
    ...endpointRoute('GET /wp/v2/notification/{id}'),
    handler: async (request, reply): Promise<Notification> => {
      reply.header('cache-control', 'private, no-store');
      return ownNotification(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.query.wpml_language ?? 'en',
      );
    },
  });

  app.route({
    ...endpointRoute('PUT /acf/v3/notification/{id}'),
    handler: (request): Promise<Notification> =>
      readOwn(app.db, signedInUser(request).id, request.params.id, request.query.wpml_language ?? 'en'),
  });

  app.route({
    ...endpointRoute('POST /portal/v1/notifications'),
    handler: async (request, reply): Promise<NotificationSendAnswer> => {
      const id = await storeMessage(app.db, signedInUser(request).id, request.body);
      await jobs.send(
        NOTIFICATION_DELIVERY_JOB,
        { messageId: id },
        { singletonKey: `message-${String(id)}` },
      );
      reply.status(202);
      return { id, status: 'queued' };
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/push-subscriptions'),
    handler: async (request, reply) => {
      await subscribeDevice(app.db, push, signedInUser(request).id, request.body);
      reply.status(201);
      return { endpoint: request.body.endpoint };
    },
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/push-subscriptions'),
    handler: async (request, reply) => {
      await unsubscribeDevice(app.db, signedInUser(request).id, request.body.endpoint);
      reply.status(204);
      return null;
    },
  });
  done();
};
