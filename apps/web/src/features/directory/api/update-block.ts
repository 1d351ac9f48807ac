import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { directoryKeys } from './directory-keys.ts';

export interface BlockInput {
  userId: number;
  block: boolean;
}

/** POST /portal/v1/blocks to block, DELETE /portal/v1/blocks/{id} to unblock (spec §6). */
export async function updateBlock(api: ApiClient, { userId, block }: BlockInput): Promise<void> {
  if (block) await callEndpoint(api, 'POST /portal/v1/blocks', { body: { user_id: userId } });
  else await callEndpoint(api, 'DELETE /portal/v1/blocks/{userId}', { params: { userId } });
}

/** Block or unblock; everything about people is reloaded, since contact information changes with it. */
export function useUpdateBlock() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockInput) => updateBlock(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}
