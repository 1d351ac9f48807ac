import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { sessionsKeys } from './sessions-keys.ts';

/** DELETE /portal/v1/sessions/{id}: ends one of the person's sessions (that device is signed out). */
export function useEndSession() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number) =>
      (await callEndpoint(api, 'DELETE /portal/v1/sessions/{id}', { params: { id: sessionId } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
