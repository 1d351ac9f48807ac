import { NotificationSchema, type Notification } from '@campus/domain/notification';
import type { WireShape } from '../../api/expect-shape.ts';

/** The wire schema the inbox fetchers check answers against (in development), from packages/domain. */
export const notificationsSchemas: { notification: WireShape<Notification> } = {
  notification: { schema: import.meta.env.DEV ? NotificationSchema : null },
};
