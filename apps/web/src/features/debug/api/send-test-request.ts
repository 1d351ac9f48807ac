import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';

export interface TestRequestResult {
  status: number;
  /** From the call to its answer, retries included, in whole milliseconds. */
  durationMs: number;
}

/**
 * The debug page's test request (spec §2.4): users/me, the call that renews the backend token, so it shows
 * what happens to the session (a new token, or a 403 and the sign-out of §4). Answers the HTTP status and
 * how long the answer took.
 */
export async function sendTestRequest(
  api: ApiClient,
  now = () => performance.now(),
): Promise<TestRequestResult> {
  const started = now();
  const response = await callEndpoint(api, 'GET /wp/v2/users/me', { query: { context: 'edit' } });
  return { status: response.status, durationMs: Math.round(now() - started) };
}

export function useSendTestRequest() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => sendTestRequest(api) });
}
