import { type StaffContentType, type StaffItem, type StaffItemBody } from '@campus/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

export interface StaffItemSave {
  type: StaffContentType;
  /** null: a new item (POST creates the group as a draft). */
  group: string | null;
  body: StaffItemBody;
}

/** POST /staff/items/{type} (new) or PUT /staff/items/{type}/{group}: the whole editable item. */
export async function saveStaffItem(
  api: ApiClient,
  { type, group, body }: StaffItemSave,
): Promise<StaffItem> {
  const response =
    group === null
      ? await callEndpoint(api, 'POST /portal/v1/staff/items/{type}', { params: { type }, body })
      : await callEndpoint(api, 'PUT /portal/v1/staff/items/{type}/{group}', {
          params: { type, group },
          body,
          // The body is the whole item: sending it twice leaves the same item.
          fullReplacement: true,
        });
  return response.data;
}

export function useSaveStaffItem() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: StaffItemSave) => saveStaffItem(api, save),
    onSuccess: async (item) => {
      queryClient.setQueryData(staffKeys.item(item.type, item.group), item);
      await queryClient.invalidateQueries({ queryKey: [...staffKeys.items(), 'list'] });
    },
  });
}
