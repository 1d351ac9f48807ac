/**
 * Notifications composed in the staff console (issue #18), delivered by the notifications queue of issue #12
 * (ADR 012): a campus editor writes to anyone, a house editor to their own house only and as that house.
 * Sent now, or at `send_at` by a delayed job; each send is audited.
 */
import type { NotificationSendAnswer } from '@campus/domain/notification';
import type { StaffNotificationBody } from '@campus/domain/staff';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Db } from '../../db/db.ts';
import { campusTimeMs } from '../../db/staff-items-repository.ts';
import { storeCheckedMessage } from '../notifications.ts';
import { recordChange } from './audit.ts';
import { can, requireRight, type StaffCaller } from './staff-access.ts';

/** Queues the delivery of a stored message, at once or later. */
export type QueueDelivery = (messageId: number, at: Date | null) => Promise<void>;

export async function sendStaffNotification(
  db: Db,
  queue: QueueDelivery,
  caller: StaffCaller,
  body: StaffNotificationBody,
): Promise<NotificationSendAnswer> {
  const { send_at: sendAt, ...message } = body;
  const audienceHouse = message.audience.type === 'house' ? message.audience.house : null;
  // A house editor always speaks as the house they write to; the console need not say so.
  const sender =
    message.sender ?? (can(caller, { action: 'review-item' }) ? undefined : (audienceHouse ?? undefined));
  requireRight(caller, {
    action: 'notify',
    audience: message.audience.type,
    house: audienceHouse,
    sender: sender ?? null,
  });
  const { id, at } = await db.transaction(async (tx) => {
    const at = sendAt === undefined ? null : await campusTimeMs(tx, sendAt);
    if (at !== null && at <= Date.now()) {
      throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): send_at', {
        send_at: 'The sending time must be in the future.',
      });
    }
    const stored = { ...message, ...(sender === undefined ? {} : { sender }) };
    const messageId = await storeCheckedMessage(tx, caller.id, stored, sendAt ?? null);
    await recordChange(tx, caller, {
      action: 'send',
      targetType: 'notification',
      target: String(messageId),
      before: null,
      after: { ...stored, send_at: sendAt ?? null },
    });
    return { id: messageId, at };
  });
  await queue(id, at === null ? null : new Date(at));
  return { id, status: 'queued' };
}
