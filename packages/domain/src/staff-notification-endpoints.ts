import { defineEndpoints } from './endpoint.ts';
import { NotificationSendAnswerSchema } from './notification.ts';
import { StaffNotificationBodySchema } from './staff.ts';

/** Notifications composed in the staff console (issue #18), delivered by the queue of issue #12. */
export const staffNotificationEndpoints = defineEndpoints({
  'POST /portal/v1/staff/notifications': {
    summary: 'Queues a notification to its audience, delivered now or at send_at.',
    body: StaffNotificationBodySchema,
    status: 202,
    response: NotificationSendAnswerSchema,
    errors: [400, 403, 404],
  },
});
