import { NotificationSendAnswerSchema, type NotificationSendAnswer } from '@campus/domain/notification';
import { type StaffNotificationBody } from '@campus/domain/staff';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape, type WireShape } from '../../../lib/api/expect-shape.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

const path = `${STAFF_API_PATH}/notifications`;
const shape: WireShape<NotificationSendAnswer> = {
  schema: import.meta.env.DEV ? NotificationSendAnswerSchema : null,
};

/** POST /staff/notifications: queued at once (202), delivered now or at `send_at`. */
export async function sendStaffNotification(
  api: ApiClient,
  body: StaffNotificationBody,
): Promise<NotificationSendAnswer> {
  const response = await api.request(path, { method: 'POST', body });
  return expectShape(shape, response.data, path);
}

export function useSendStaffNotification() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: StaffNotificationBody) => sendStaffNotification(api, body) });
}
