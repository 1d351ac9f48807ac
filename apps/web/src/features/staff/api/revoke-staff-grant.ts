import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { staffKeys } from '../../../entities/staff/api/staff-keys.ts';

/** DELETE /staff/grants/{id}. */
export async function revokeStaffGrant(api: ApiClient, id: number): Promise<void> {
  await callEndpoint(api, 'DELETE /portal/v1/staff/grants/{id}', { params: { id } });
}

export function useRevokeStaffGrant() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeStaffGrant(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.grants() }),
  });
}
