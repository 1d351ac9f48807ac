import type { StaffGrant, StaffGrantBody } from '@campus/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** POST /staff/grants: a role for a person of the directory (a house or a form when the role needs one). */
export async function createStaffGrant(api: ApiClient, body: StaffGrantBody): Promise<StaffGrant> {
  const response = await callEndpoint(api, 'POST /portal/v1/staff/grants', { body });
  return response.data;
}

export function useCreateStaffGrant() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffGrantBody) => createStaffGrant(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.grants() }),
  });
}
