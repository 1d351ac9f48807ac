import type { StaffNotificationSummary } from '@campus/domain/staff-notification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** POST /staff/notifications/{id}/cancel: a scheduled notification stopped before it goes. */
export async function cancelStaffNotification(api: ApiClient, id: number): Promise<StaffNotificationSummary> {
  const response = await callEndpoint(api, 'POST /portal/v1/staff/notifications/{id}/cancel', {
    params: { id },
  });
  return response.data;
}

export function useCancelStaffNotification() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelStaffNotification(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.notifications() }),
  });
}
