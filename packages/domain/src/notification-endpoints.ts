import { Type } from 'typebox';
import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from './content.ts';
import { defineEndpoints } from './endpoint.ts';
import {
  NotificationListQuerySchema,
  NotificationSchema,
  NotificationSendAnswerSchema,
  NotificationSendBodySchema,
  NotificationUpdateBodySchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  UNREAD_COUNT_HEADER,
} from './notification.ts';
import { IdParamsSchema, LanguageQuerySchema } from './wire.ts';

/**
 * Notifications (spec §7, §2.10, §4): the caller's own inbox and the read mark, the integration accounts'
 * send (queued, delivered by a job), and the Web Push or app subscriptions of the caller's devices.
 */
export const notificationEndpoints = defineEndpoints({
  'GET /wp/v2/notification': {
    summary: "The caller's own notifications, newest first, whatever filter is passed.",
    query: NotificationListQuerySchema,
    response: Type.Array(NotificationSchema),
    headers: {
      [TOTAL_HEADER]: Type.Integer({ description: "The number of the caller's notifications." }),
      [TOTAL_PAGES_HEADER]: Type.Integer(),
      [UNREAD_COUNT_HEADER]: Type.Integer({
        description: "The caller's unread notifications, over all pages: the red dot of spec §2.3.",
      }),
    },
    errors: [400, 403, 404],
  },
  'GET /wp/v2/notification/{id}': {
    summary: "One of the caller's notifications; anyone else's answers as one that does not exist.",
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    response: NotificationSchema,
    errors: [400, 403, 404],
  },
  'PUT /acf/v3/notification/{id}': {
    summary: "Marks one of the caller's notifications read.",
    params: IdParamsSchema,
    query: LanguageQuerySchema,
    body: NotificationUpdateBodySchema,
    response: NotificationSchema,
    errors: [400, 403, 404],
  },
  'POST /portal/v1/notifications': {
    summary:
      'Sends a notification to a person, a house or everyone (integration accounts); queued for delivery.',
    body: NotificationSendBodySchema,
    status: 202,
    response: NotificationSendAnswerSchema,
    errors: [400, 403, 404],
  },
  'POST /portal/v1/push-subscriptions': {
    summary:
      "This device (a browser's Web Push subscription or the app's token) now receives the caller's pushes.",
    body: PushSubscriptionBodySchema,
    status: 201,
    response: Type.Object({ endpoint: Type.String() }),
    errors: [400, 403, 404, 409, 501],
  },
  'DELETE /portal/v1/push-subscriptions': {
    summary: 'This device stops receiving pushes.',
    body: PushUnsubscribeBodySchema,
    status: 204,
    response: Type.Null(),
    errors: [400, 403, 404],
  },
});
