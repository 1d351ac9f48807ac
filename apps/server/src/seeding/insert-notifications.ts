/**
 * The sample inbox (notifications.yaml): each message delivered as the queued job would (the same fan-out),
 * dated `hoursAgo` before the seed, already counted as pushed (a seed pushes nothing), and read by `readBy`.
 */
import type { NotificationAudience } from '@campus/domain/notification';
import type { Queryable } from '../db/db.ts';
import { fanOut, insertMessage } from '../db/notifications-repository.ts';
import type { SampleCampus } from './load-sample-campus.ts';

export async function insertNotifications(
  tx: Queryable,
  campus: SampleCampus,
  houseIds: ReadonlyMap<string, number>,
): Promise<void> {
  const houseId = (slug: string) => {
    const id = houseIds.get(slug);
    if (id === undefined) throw new Error(`notifications.yaml names an unknown house ${slug}`);
    return id;
  };
  for (const message of campus.notifications) {
    const audience: NotificationAudience =
      'everyone' in message.to
        ? { type: 'everyone' }
        : 'house' in message.to
          ? { type: 'house', house: houseId(message.to.house) }
          : { type: 'person', username: message.to.person };
    const id = await insertMessage(tx, {
      contentFr: message.content.fr,
      contentEn: message.content.en,
      link: message.link ?? '',
      senderHouseId: message.house === undefined ? null : houseId(message.house),
      audience,
      sentBy: null,
    });
    await fanOut(tx, id, audience);
    await tx.query(
      'UPDATE notification_messages SET created_at = now() - make_interval(hours => $2) WHERE id = $1',
      [id, message.hoursAgo],
    );
    await tx.query(
      `UPDATE notifications n SET created_at = now() - make_interval(hours => $3), pushed_at = now(),
         state = CASE WHEN u.username = ANY($2) THEN 'read' ELSE 'unread' END
       FROM users u WHERE u.id = n.user_id AND n.message_id = $1`,
      [id, message.readBy ?? [], message.hoursAgo],
    );
  }
}
