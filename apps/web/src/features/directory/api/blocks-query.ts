import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { directoryKeys } from './directory-keys.ts';

/** The people the viewer blocked (GET /portal/v1/blocks, spec §6). */
export function blocksQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: directoryKeys.blocks(),
    queryFn: async ({ signal }) =>
      (await api.request<{ user_id: number }[]>('/portal/v1/blocks', { signal })).data.map(
        (block) => block.user_id,
      ),
  });
}

export function useBlocks() {
  return useQuery(blocksQueryOptions(useApiClient()));
}

/** Block or unblock; everything about people is reloaded, since contact information changes with it. */
export function useBlockMutation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, block }: { userId: number; block: boolean }) => {
      if (block) await api.request('/portal/v1/blocks', { method: 'POST', body: { user_id: userId } });
      else await api.request(`/portal/v1/blocks/${String(userId)}`, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}
