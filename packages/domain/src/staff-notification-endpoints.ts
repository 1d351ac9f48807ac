import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import { NotificationSendAnswerSchema } from './notification.ts';
import {
  StaffNotificationIdParamsSchema,
  StaffNotificationListQuerySchema,
  StaffNotificationSummarySchema,
} from './staff-notification.ts';
import { StaffNotificationBodySchema } from './staff.ts';

/**
 * Notifications composed in the staff console (issue #18), delivered by the queue of issue #12, and managed
 * there (issue #33): listed with their reach, and cancelled before they go.
 */
export const staffNotificationEndpoints = defineEndpoints({
  'POST /portal/v1/staff/notifications': {
    summary: 'Queues a notification to its audience, delivered now or at send_at.',
    body: StaffNotificationBodySchema,
    status: 202,
    response: NotificationSendAnswerSchema,
    errors: [400, 403, 404],
  },
  'GET /portal/v1/staff/notifications': {
    summary:
      'The notifications the caller may send (a house editor: their houses), newest first, with reach and reads.',
    query: StaffNotificationListQuerySchema,
    response: Type.Array(StaffNotificationSummarySchema),
    headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
    errors: [400, 403],
  },
  'POST /portal/v1/staff/notifications/{id}/cancel': {
    summary: 'Cancels a scheduled notification before it goes: it stays listed as cancelled, sent to nobody.',
    params: StaffNotificationIdParamsSchema,
    response: StaffNotificationSummarySchema,
    errors: [400, 403, 404, 409],
  },
});
