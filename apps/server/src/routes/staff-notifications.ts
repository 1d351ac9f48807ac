import type { NotificationSendAnswer } from '@campus/domain/notification';
import type { StaffNotificationSummary } from '@campus/domain/staff-notification';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import type { Clock } from '../auth/clock.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { pageWindow, sendPaged } from '../http/wp-paging.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { NOTIFICATION_DELIVERY_JOB } from '../jobs/notification-delivery.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import {
  cancelStaffNotification,
  listStaffNotifications,
  sendStaffNotification,
  type QueueDelivery,
} from '../services/staff/staff-notifications.ts';

/**
 * POST and GET /staff/notifications, POST /staff/notifications/{id}/cancel
 * (domain/src/staff-notification-endpoints.ts): composed in the console, delivered by the queue of issue
 * #12, listed and cancelled there (issue #33).
 */
export const staffNotificationsRoutes: FastifyPluginCallbackTypebox<{ jobs: JobQueue; clock: Clock }> = (
  app,
  { jobs, clock },
  done,
) => {
  const queue: QueueDelivery = (messageId, at) =>
    jobs.send(
      NOTIFICATION_DELIVERY_JOB,
      { messageId },
      { singletonKey: `message-${String(messageId)}`, ...(at === null ? {} : { startAfter: at }) },
    );

  app.route({
    ...endpointRoute('POST /portal/v1/staff/notifications'),
    handler: async (request, reply): Promise<NotificationSendAnswer> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const answer = await sendStaffNotification(app.db, queue, caller, request.body, clock());
      reply.status(202);
      return answer;
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/notifications'),
    handler: async (request, reply): Promise<StaffNotificationSummary[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { query } = request;
      const { notifications, total } = await listStaffNotifications(
        app.db,
        caller,
        query.state ?? null,
        pageWindow(query),
      );
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, query, total, notifications);
    },
  });

  // A POST to an action, not a DELETE: the message is not removed, it stays listed (and audited) as
  // cancelled, as WordPress's own state changes are POSTs (docs/api.md).
  app.route({
    ...endpointRoute('POST /portal/v1/staff/notifications/{id}/cancel'),
    handler: async (request, reply): Promise<StaffNotificationSummary> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      reply.header('cache-control', 'private, no-store');
      return cancelStaffNotification(app.db, caller, request.params.id);
    },
  });
  done();
};
