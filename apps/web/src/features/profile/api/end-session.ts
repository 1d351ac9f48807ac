import type { SessionEnded } from '@campus/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { sessionsKeys } from './sessions-keys.ts';

/** DELETE /portal/v1/sessions/{id}: ends one of the person's sessions (that device is signed out). */
export function useEndSession() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number) =>
      (await api.request<SessionEnded>(`/portal/v1/sessions/${String(sessionId)}`, { method: 'DELETE' }))
        .data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
