/**
 * Notifications (spec §2.10, §4, §7): each person reads and marks only their own copies — another
 * person's id answers as if it did not exist, and nothing is written. Staff sends are stored at once and
 * delivered by a queued job (jobs/notification-delivery.ts): the copies in one statement, then the pushes.
 */
import type { Language } from '@campus/domain/locale';
import {
  notificationTitle,
  type Notification,
  type NotificationSendBody,
  type PushSubscriptionBody,
} from '@campus/domain/notification';
import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../db/db.ts';
import {
  claimPushTargets,
  deleteOwnSubscription,
  deleteSubscription,
  fanOut,
  findMessageAudience,
  findOwnNotification,
  houseExists,
  inboxCounts,
  inboxPage,
  insertMessage,
  isIntegrationAccount,
  markOwnRead,
  personExists,
  saveSubscription,
  type NotificationRow,
} from '../db/notifications-repository.ts';
import type { PushSender } from '../push/push-sender.ts';

const notFound = () => new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');

function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    date: row.date,
    parent: row.parent,
    content: { rendered: row.content },
    status: 'publish',
    type: 'notification',
    acf: {
      state: row.state,
      recipient: row.recipient,
      link: row.link,
      sender: row.sender_id === null ? null : { term_id: row.sender_id, name: row.sender_name ?? '' },
    },
  };
}

export interface Inbox {
  items: Notification[];
  total: number;
  unread: number;
}

/** GET /wp/v2/notification: a page of the caller's own notifications with their total and unread count. */
export async function inboxOf(
  db: Queryable,
  userId: number,
  query: { page: number; perPage: number; language: Language },
): Promise<Inbox> {
  const counts = await inboxCounts(db, userId);
  const offset = (query.page - 1) * query.perPage;
  const rows =
    offset < counts.total
      ? await inboxPage(db, userId, query.language, { limit: query.perPage, offset })
      : [];
  return { items: rows.map(notificationView), ...counts };
}

/** GET /wp/v2/notification/{id}: one's own copy only; another person's answers as a missing one. */
export async function ownNotification(
  db: Queryable,
  userId: number,
  id: number,
  language: Language,
): Promise<Notification> {
  const row = await findOwnNotification(db, userId, id, language);
  if (row === null) throw notFound();
  return notificationView(row);
}

/** PUT /acf/v3/notification/{id} {state: 'read'}: on one's own copy only. */
export async function readOwn(
  db: Queryable,
  userId: number,
  id: number,
  language: Language,
): Promise<Notification> {
  const row = await markOwnRead(db, userId, id, language);
  if (row === null) throw notFound();
  return notificationView(row);
}

/**
 * POST /portal/v1/notifications: stores the message after checking its audience and sender exist, and
 * returns its id for the delivery job. A person or house that does not exist is the sender's mistake (404),
 * found now rather than by a job that would deliver to nobody.
 */
export async function storeMessage(
  db: Queryable,
  senderId: number,
  body: NotificationSendBody,
): Promise<number> {
  if (!(await isIntegrationAccount(db, senderId))) {
    throw new WpHttpError(403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
  }
  return storeCheckedMessage(db, senderId, body, null);
}

/**
 * Stores a message whose sender has been allowed to send it (the integration account above, or a staff
 * member of the console, issue #18), after checking that its audience and sending house exist.
 */
export async function storeCheckedMessage(
  db: Queryable,
  senderId: number,
  body: NotificationSendBody,
  sendAt: string | null,
): Promise<number> {
  const { audience } = body;
  if (audience.type === 'person' && !(await personExists(db, audience.username))) {
    throw new WpHttpError(404, 'rest_user_invalid', 'No person with this username.');
  }
  if (audience.type === 'house' && !(await houseExists(db, audience.house))) {
    throw new WpHttpError(404, 'rest_house_invalid', 'No house with this id.');
  }
  if (body.sender !== undefined && !(await houseExists(db, body.sender))) {
    throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): sender');
  }
  return insertMessage(db, {
    contentFr: body.content.fr,
    contentEn: body.content.en,
    link: body.link ?? '',
    senderHouseId: body.sender ?? null,
    audience,
    sentBy: senderId,
    sendAt,
  });
}

export interface DeliveryReport {
  created: number;
  pushed: number;
  removed: number;
}

/**
 * The delivery job of one message: every recipient's copy (idempotent), then one push per device of the
 * recipients who want them (claimed once). Expired subscriptions are removed.
 */
export async function deliverMessage(
  db: Queryable,
  push: PushSender | null,
  messageId: number,
): Promise<DeliveryReport> {
  const audience = await findMessageAudience(db, messageId);
  if (audience === null) return { created: 0, pushed: 0, removed: 0 };
  const created = await fanOut(db, messageId, audience);
  if (push === null) return { created, pushed: 0, removed: 0 };
  const targets = await claimPushTargets(db, messageId);
  let pushed = 0;
  let removed = 0;
  // A few at a time: push services answer in tens of milliseconds, and 12,000 at once would exhaust sockets.
  const PARALLEL = 16;
  for (let start = 0; start < targets.length; start += PARALLEL) {
    const outcomes = await Promise.all(
      targets.slice(start, start + PARALLEL).map(async (target) => {
        if (!push.accepts(target)) return 'failed' as const;
        // A notification on the lock screen is plain text: every tag goes, not only the paragraphs.
        const text = target.content
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
        const outcome = await push.send(target, {
          title: notificationTitle(text),
          body: text,
          parent: messageId,
          link: target.link,
        });
        if (outcome === 'gone') await deleteSubscription(db, target.subscription_id);
        return outcome;
      }),
    );
    pushed += outcomes.filter((outcome) => outcome === 'sent').length;
    removed += outcomes.filter((outcome) => outcome === 'gone').length;
  }
  return { created, pushed, removed };
}

/**
 * POST /portal/v1/push-subscriptions: this device pushes to the caller — a browser if its push service is
 * allowed, the app's token if native push is configured (400 rest_push_disabled otherwise). A device stored
 * for another account answers 409 rest_push_subscription_conflict unless the request holds its keys.
 */
export async function subscribeDevice(
  db: Queryable,
  push: PushSender | null,
  userId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  const device =
    'keys' in body
      ? { kind: 'webpush' as const, endpoint: body.endpoint, ...body.keys }
      : { kind: body.kind, endpoint: body.endpoint, p256dh: null, auth: null };
  if (push === null)
    throw new WpHttpError(501, 'rest_push_disabled', 'Push notifications are not configured.');
  // A request the portal cannot serve as configured, not a server failure: the app hides its toggle.
  if (device.kind === 'fcm' && !push.accepts(device))
    throw new WpHttpError(400, 'rest_push_disabled', 'Push notifications to the app are not configured.');
  if (!push.accepts(device)) {
    throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): endpoint');
  }
  if (!(await saveSubscription(db, userId, device))) {
    // Someone else's device, and nothing in the request proves it is the caller's now (ADR 022).
    throw new WpHttpError(
      409,
      'rest_push_subscription_conflict',
      'This device is subscribed for another account.',
    );
  }
}

/** DELETE /portal/v1/push-subscriptions: the caller's device stops receiving pushes. */
export function unsubscribeDevice(db: Queryable, userId: number, endpoint: string): Promise<void> {
  return deleteOwnSubscription(db, userId, endpoint);
}
