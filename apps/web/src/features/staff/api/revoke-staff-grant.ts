import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { staffKeys } from '../../../lib/staff/api/staff-keys.ts';
import { GRANTS_PATH } from './get-staff-grants.ts';

/** DELETE /staff/grants/{id}. */
export async function revokeStaffGrant(api: ApiClient, id: number): Promise<void> {
  await api.request(`${GRANTS_PATH}/${String(id)}`, { method: 'DELETE' });
}

export function useRevokeStaffGrant() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => revokeStaffGrant(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.grants() }),
  });
}
