import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';

const path = '/wp/v2/users/me';

/**
 * The debug page's test request (spec §2.4): users/me, the call that renews the backend token, so it shows
 * what happens to the session (a new token, or a 403 and the sign-out of §4). Answers the HTTP status.
 */
export async function sendTestRequest(api: ApiClient): Promise<number> {
  const response = await api.request(path, { query: { context: 'edit' } });
  return response.status;
}

export function useSendTestRequest() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => sendTestRequest(api) });
}
