import type { NotificationSendAnswer } from '@campus/domain/notification';
import type { StaffNotificationBody } from '@campus/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** POST /staff/notifications: queued at once (202), delivered now or at `send_at`. */
export async function sendStaffNotification(
  api: ApiClient,
  body: StaffNotificationBody,
): Promise<NotificationSendAnswer> {
  const response = await callEndpoint(api, 'POST /portal/v1/staff/notifications', { body });
  return response.data;
}

export function useSendStaffNotification() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffNotificationBody) => sendStaffNotification(api, body),
    // The list below the composer shows it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.notifications() }),
  });
}
