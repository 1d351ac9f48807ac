import type { RelationAction } from '@campus/domain/relation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { directoryKeys } from './directory-keys.ts';

export interface RelationActionInput {
  action: RelationAction;
  /** The other person (for a request). */
  otherId: number;
  /** The existing relation (for accept, refuse, delete). */
  relationId: number | null;
  viewerId: number;
}

/**
 * The calls of spec §7 for a contact action: POST /wp/v2/usernetwork (request), PUT /acf/v3/usernetwork/{id}
 * (accept, refuse), DELETE /wp/v2/usernetwork/{id}. The server decides whether the viewer may.
 */
export async function updateRelation(
  api: ApiClient,
  { action, otherId, relationId, viewerId }: RelationActionInput,
): Promise<void> {
  switch (action) {
    case 'request':
      await api.request('/wp/v2/usernetwork', {
        method: 'POST',
        body: { status: 'publish', acf: { user_a: viewerId, user_b: otherId, relation_status: 'requested' } },
      });
      return;
    case 'accept':
    case 'refuse':
      await api.request(`/acf/v3/usernetwork/${String(relationId)}`, {
        method: 'PUT',
        body: { acf: { relation_status: action === 'accept' ? 'accepted' : 'refused' } },
      });
      return;
    case 'delete':
      await api.request(`/wp/v2/usernetwork/${String(relationId)}`, { method: 'DELETE' });
      return;
  }
}

export function useUpdateRelation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RelationActionInput) => updateRelation(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}
