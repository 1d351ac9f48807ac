import { NotificationSendAnswerSchema, type NotificationSendAnswer } from '@campus/domain/notification';
import { StaffNotificationBodySchema } from '@campus/domain/staff';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { NOTIFICATION_DELIVERY_JOB } from '../jobs/notification-delivery.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { sendStaffNotification, type QueueDelivery } from '../services/staff/staff-notifications.ts';
import { STAFF_ROUTE_PREFIX } from './staff-grants.ts';

/** POST /staff/notifications: composed in the console, delivered by the queue of issue #12. */
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

  app.post(
    `${STAFF_ROUTE_PREFIX}/notifications`,
    {
      schema: {
        body: StaffNotificationBodySchema,
        response: {
          202: NotificationSendAnswerSchema,
          400: WpErrorSchema,
          403: WpErrorSchema,
          404: WpErrorSchema,
        },
      },
    },
    async (request, reply): Promise<NotificationSendAnswer> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const answer = await sendStaffNotification(app.db, queue, caller, request.body);
      reply.status(202);
      return answer;
    },
  );
  done();
};
