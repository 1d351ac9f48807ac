/**
 * Notifications composed in the staff console (issue #18), delivered by the notifications queue of issue #12
 * (ADR 012): a campus editor writes to anyone, a house editor to their own house only and as that house.
 * Sent now, or at `send_at` by a delayed job; each send is audited. Managed there too (issue #33): listed
 * with their reach and read counts, and a scheduled one cancelled before it goes — its delayed job then
 * finds no audience and delivers nothing (db/notifications-repository.ts).
 */
import type { NotificationSendAnswer } from '@campus/domain/notification';
import type { StaffNotificationBody } from '@campus/domain/staff';
import type { StaffNotificationState, StaffNotificationSummary } from '@campus/domain/staff-notification';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Db, Queryable } from '../../db/db.ts';
import { campusTimeMs } from '../../db/staff-items-repository.ts';
import {
  cancelScheduledMessage,
  findMessageScope,
  staffNotificationPage,
} from '../../db/staff-notifications-repository.ts';
import { storeCheckedMessage } from '../notifications.ts';
import { recordChange } from './audit.ts';
import { can, forbidden, requireRight, type StaffCaller } from './staff-access.ts';
import { staffReason } from './staff-messages.ts';
import { editedHouses } from './staff-rights.ts';

/** Queues the delivery of a stored message, at once or later. */
export type QueueDelivery = (messageId: number, at: Date | null) => Promise<void>;

/** `now`: the request's time by the app's clock (app.ts), which a `send_at` must be after. */
export async function sendStaffNotification(
  db: Db,
  queue: QueueDelivery,
  caller: StaffCaller,
  body: StaffNotificationBody,
  now: number,
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
    if (at !== null && at <= now) {
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

/**
 * The houses whose messages the caller sees, by the sending rule: null for whoever may write to everyone
 * (a campus editor sees every message); a house editor their own houses'; anyone else is refused.
 */
function visibleHouses(caller: StaffCaller): readonly number[] | null {
  if (can(caller, { action: 'notify', audience: 'everyone', house: null, sender: null })) return null;
  const houses = editedHouses(caller.grants);
  if (houses.length === 0) throw forbidden();
  return houses;
}

/** GET /staff/notifications: newest first, with each one's reach and read count. */
export async function listStaffNotifications(
  db: Queryable,
  caller: StaffCaller,
  state: StaffNotificationState | null,
  window: { limit: number; offset: number },
): Promise<{ notifications: StaffNotificationSummary[]; total: number }> {
  const { rows, total } = await staffNotificationPage(db, { houses: visibleHouses(caller), state }, window);
  return { notifications: rows, total };
}

const notFound = () => new WpHttpError(404, 'rest_notification_invalid_id', 'Invalid notification ID.');

/**
 * POST /staff/notifications/{id}/cancel: whoever may send to the message's audience may cancel it while it
 * is scheduled; a message sent (or on its way) or already cancelled is a 409 explained in the caller's
 * language. The cancellation and its audit entry are one transaction.
 */
export async function cancelStaffNotification(
  db: Db,
  caller: StaffCaller,
  id: number,
): Promise<StaffNotificationSummary> {
  return db.transaction(async (tx) => {
    const scope = await findMessageScope(tx, id);
    if (scope === null) throw notFound();
    const houses = visibleHouses(caller);
    if (houses !== null && (scope.house === null || !houses.includes(scope.house))) throw forbidden();
    const [before] = (await staffNotificationPage(tx, { houses, state: null, id }, { limit: 1, offset: 0 }))
      .rows;
    if (before === undefined) throw notFound();
    if (!(await cancelScheduledMessage(tx, id, caller.id))) {
      throw new WpHttpError(
        409,
        'rest_notification_not_scheduled',
        staffReason('notificationNotScheduled', caller.language),
      );
    }
    const [after] = (await staffNotificationPage(tx, { houses, state: null, id }, { limit: 1, offset: 0 }))
      .rows;
    if (after === undefined) throw notFound();
    await recordChange(tx, caller, {
      action: 'cancel',
      targetType: 'notification',
      target: String(id),
      before: { state: before.state, send_at: before.send_at },
      after: { state: after.state, send_at: after.send_at },
    });
    return after;
  });
}
