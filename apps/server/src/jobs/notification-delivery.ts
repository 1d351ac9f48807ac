/**
 * The delivery of a staff send (issue #12), queued by POST /portal/v1/notifications so that a message to
 * 12,000 people never holds a request: every recipient's copy, then the pushes. Safe to run twice (pg-boss
 * retries a failed job): copies are unique per message and person, pushes are claimed once.
 */
import type { Db } from '../db/db.ts';
import type { PushSender } from '../push/push-sender.ts';
import { deliverMessage, type DeliveryReport } from '../services/notifications.ts';

export const NOTIFICATION_DELIVERY_JOB = 'notification-delivery';

export interface NotificationDeliveryJob {
  messageId: number;
}

export function notificationDeliveryHandler(
  db: Db,
  push: PushSender | null,
  onDelivered: (messageId: number, report: DeliveryReport) => void,
) {
  return async (data: object): Promise<void> => {
    const { messageId } = data as NotificationDeliveryJob;
    onDelivered(messageId, await deliverMessage(db, push, messageId));
  };
}
