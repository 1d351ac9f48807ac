import type { StaffContentType, StaffItem, StaffTransitionBody } from '@campus/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

export interface StaffTransition {
  type: StaffContentType;
  group: string;
  body: StaffTransitionBody;
}

/** POST /staff/items/{type}/{group}/transitions: submit, approve, reject, publish, schedule, unpublish. */
export async function transitionStaffItem(
  api: ApiClient,
  { type, group, body }: StaffTransition,
): Promise<StaffItem> {
  const response = await callEndpoint(api, 'POST /portal/v1/staff/items/{type}/{group}/transitions', {
    params: { type, group },
    body,
  });
  return response.data;
}

export function useTransitionStaffItem() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: StaffTransition) => transitionStaffItem(api, transition),
    onSuccess: async (item) => {
      queryClient.setQueryData(staffKeys.item(item.type, item.group), item);
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.items(), 'list'] });
    },
  });
}
