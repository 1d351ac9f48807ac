import type { RelationAction } from '@campus/domain/relation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
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
  if (action === 'request') {
    await callEndpoint(api, 'POST /wp/v2/usernetwork', {
      body: { status: 'publish', acf: { user_a: viewerId, user_b: otherId, relation_status: 'requested' } },
    });
    return;
  }
  if (relationId === null) throw new Error(`A contact ${action} needs the relation it acts on`);
  if (action === 'delete') {
    await callEndpoint(api, 'DELETE /wp/v2/usernetwork/{id}', { params: { id: relationId } });
    return;
  }
  await callEndpoint(api, 'PUT /acf/v3/usernetwork/{id}', {
    params: { id: relationId },
    body: { acf: { relation_status: action === 'accept' ? 'accepted' : 'refused' } },
  });
}

export function useUpdateRelation() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RelationActionInput) => updateRelation(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: directoryKeys.all }),
  });
}
