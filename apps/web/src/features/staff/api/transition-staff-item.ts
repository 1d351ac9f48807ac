import type { StaffContentType, StaffItem, StaffTransitionBody } from '@campus/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { staffItemPath } from './get-staff-item.ts';
import { staffSchemas } from './staff-schemas.ts';

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
  const path = `${staffItemPath(type, group)}/transitions`;
  const response = await api.request(path, { method: 'POST', body });
  return expectShape(staffSchemas.item, response.data, path);
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
