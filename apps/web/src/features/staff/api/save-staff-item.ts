import { type StaffContentType, type StaffItem, type StaffItemBody } from '@campus/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { expectShape } from '../../../lib/api/expect-shape.ts';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { staffItemPath } from './get-staff-item.ts';
import { staffSchemas } from './staff-schemas.ts';
import { STAFF_API_PATH } from '../../../lib/staff/api/staff-api-path.ts';

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
  const path = group === null ? `${STAFF_API_PATH}/items/${type}` : staffItemPath(type, group);
  const response = await api.request(path, {
    method: group === null ? 'POST' : 'PUT',
    body,
    // The body is the whole item: sending it twice leaves the same item.
    fullReplacement: group !== null,
  });
  return expectShape(staffSchemas.item, response.data, path);
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
