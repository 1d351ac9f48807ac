import {
  NotificationListQuerySchema,
  NotificationSchema,
  NotificationSendAnswerSchema,
  NotificationSendBodySchema,
  NotificationUpdateBodySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  UNREAD_COUNT_HEADER,
  type Notification,
  type NotificationSendAnswer,
} from '@campus/domain/notification';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { IdSchema, LanguageSchema } from '@campus/domain/wire';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
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

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema };

const listHeaders = {
  [TOTAL_HEADER]: Type.Integer({ description: "The number of the caller's notifications." }),
  [TOTAL_PAGES_HEADER]: Type.Integer(),
  [UNREAD_COUNT_HEADER]: Type.Integer({
    description: "The caller's unread notifications, over all pages: the red dot of spec §2.3.",
  }),
};

/**
 * Notifications of spec §7 and the staff send: GET /wp/v2/notification (the caller's own, whatever filter
 * is passed), PUT /acf/v3/notification/{id} (read, own only), POST /portal/v1/notifications (integration
 * accounts, queued), and the Web Push subscriptions of the caller's devices.
 */
export const notificationsRoutes: FastifyPluginCallbackTypebox<{
  jobs: JobQueue;
  push: PushSender | null;
}> = (app, { jobs, push }, done) => {
  app.get(
    '/wp/v2/notification',
    {
      schema: {
        querystring: NotificationListQuerySchema,
        response: { 200: { ...Type.Array(NotificationSchema), headers: listHeaders }, ...errors },
      },
    },
    async (request, reply): Promise<Notification[]> => {
      const { page, per_page: perPage, wpml_language: language = 'en' } = request.query;
      const inbox = await inboxOf(app.db, signedInUser(request).id, { page, perPage, language });
      reply.header('cache-control', 'private, no-store');
      const items = sendPaged(reply, request.query, inbox.total, inbox.items, 'own');
      reply.header(UNREAD_COUNT_HEADER, inbox.unread);
      return items;
    },
  );

  app.get(
    '/wp/v2/notification/:id',
    {
      schema: {
        params: Type.Object({ id: IdSchema }),
        querystring: Type.Object({ wpml_language: Type.Optional(LanguageSchema) }),
        response: { 200: NotificationSchema, ...errors },
      },
    },
    async (request, reply): Promise<Notification> => {
      reply.header('cache-control', 'private, no-store');
      return ownNotification(
        app.db,
        signedInUser(request).id,
        request.params.id,
        request.query.wpml_language ?? 'en',
      );
    },
  );

  app.put(
    '/acf/v3/notification/:id',
    {
      schema: {
        params: Type.Object({ id: IdSchema }),
        querystring: Type.Object({ wpml_language: Type.Optional(LanguageSchema) }),
        body: NotificationUpdateBodySchema,
        response: { 200: NotificationSchema, ...errors },
      },
    },
    (request): Promise<Notification> =>
      readOwn(app.db, signedInUser(request).id, request.params.id, request.query.wpml_language ?? 'en'),
  );

  app.post(
    '/portal/v1/notifications',
    {
      schema: {
        body: NotificationSendBodySchema,
        response: { 202: NotificationSendAnswerSchema, ...errors },
      },
    },
    async (request, reply): Promise<NotificationSendAnswer> => {
      const id = await storeMessage(app.db, signedInUser(request).id, request.body);
      await jobs.send(
        NOTIFICATION_DELIVERY_JOB,
        { messageId: id },
        { singletonKey: `message-${String(id)}` },
      );
      reply.status(202);
      return { id, status: 'queued' };
    },
  );

  app.post(
    '/portal/v1/push-subscriptions',
    {
      schema: {
        body: PushSubscriptionBodySchema,
        response: {
          201: Type.Object({ endpoint: Type.String() }),
          ...errors,
          409: WpErrorSchema,
          501: WpErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await subscribeDevice(app.db, push, signedInUser(request).id, request.body);
      reply.status(201);
      return { endpoint: request.body.endpoint };
    },
  );

  app.delete(
    '/portal/v1/push-subscriptions',
    { schema: { body: PushUnsubscribeBodySchema, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await unsubscribeDevice(app.db, signedInUser(request).id, request.body.endpoint);
      reply.status(204);
      return null;
    },
  );
  done();
};
