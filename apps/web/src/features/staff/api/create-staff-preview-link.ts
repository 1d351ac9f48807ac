import type { StaffContentType } from '@campus/domain/staff';
import type { StaffPreviewLink } from '@campus/domain/staff-preview';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

/** POST /staff/items/{type}/{group}/preview-link: a signed link to the item's saved content (issue #33). */
export async function createStaffPreviewLink(
  api: ApiClient,
  { type, group }: { type: StaffContentType; group: string },
): Promise<StaffPreviewLink> {
  const response = await callEndpoint(api, 'POST /portal/v1/staff/items/{type}/{group}/preview-link', {
    params: { type, group },
  });
  return response.data;
}

export function useCreateStaffPreviewLink() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (item: { type: StaffContentType; group: string }) => createStaffPreviewLink(api, item),
  });
}
