import type { NotificationSendAnswer } from '@campus/domain/notification';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { NOTIFICATION_DELIVERY_JOB } from '../jobs/notification-delivery.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { sendStaffNotification, type QueueDelivery } from '../services/staff/staff-notifications.ts';

/**
 * POST /staff/notifications (domain/src/staff-notification-endpoints.ts): composed in the console, delivered
 * by the queue of issue #12.
 */
export const staffNotificationsRoutes: FastifyPluginCallbackTypebox<{ jobs: JobQueue }> = (
  app,
  { jobs },
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
      const answer = await sendStaffNotification(app.db, queue, caller, request.body);
      reply.status(202);
      return answer;
    },
  });
  done();
};
