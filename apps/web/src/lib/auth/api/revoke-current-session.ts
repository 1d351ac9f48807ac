import type { ApiClient } from '../../api/api-client.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';

/** Signing out waits this long at most for the server: a slow network must not keep the person in. */
export const SIGN_OUT_REVOKE_TIMEOUT_MS = 3000;

/**
 * Ends this device's session on the server (docs/decisions/008-server-side-sessions.md), so the backend
 * token stops working before the identity provider's end-session redirect even starts.
 */
export async function revokeCurrentSession(api: ApiClient): Promise<void> {
  await callEndpoint(api, 'DELETE /portal/v1/sessions/current', {
    signal: AbortSignal.timeout(SIGN_OUT_REVOKE_TIMEOUT_MS),
  });
}
