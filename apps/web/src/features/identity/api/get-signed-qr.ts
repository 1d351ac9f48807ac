import type { IdentityQrKind, SignedIdentityQr } from '@campus/domain/identity-qr';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api/api-client.ts';
import { useApiClient } from '../../../lib/api/api-client-context.tsx';
import { callEndpoint } from '../../../lib/api/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

/** Redrawn after this share of its lifetime, so the code on screen is never one a reader refuses. */
const REFRESH_AT_SHARE_OF_LIFETIME = 0.75;

/**
 * When to fetch a new payload: a share of its lifetime as the server states it (issued_at → expires_at),
 * counted on this device's clock from the answer, so a phone whose clock is off still redraws in time.
 */
export function signedQrRefreshMs(qr: SignedIdentityQr): number {
  const lifetime = Date.parse(qr.expires_at) - Date.parse(qr.issued_at);
  return Math.max(1_000, Math.floor(lifetime * REFRESH_AT_SHARE_OF_LIFETIME));
}

/** GET /portal/v1/identity-qr/{kind} (ADR 013): the person's QR url, signed for a few minutes. */
export async function getSignedQr(
  api: ApiClient,
  kind: IdentityQrKind,
  signal?: AbortSignal,
): Promise<SignedIdentityQr> {
  const response = await callEndpoint(api, 'GET /portal/v1/identity-qr/{kind}', { params: { kind }, signal });
  return response.data;
}

export const signedQrQuery = (api: ApiClient, kind: IdentityQrKind) =>
  queryOptions({
    queryKey: identityKeys.signedQr(kind),
    queryFn: ({ signal }) => getSignedQr(api, kind, signal),
    // A payload is only worth showing while it is fresh: stale (and fetched again on return) before it
    // expires, and redrawn on a timer while shown.
    staleTime: (query) => (query.state.data === undefined ? 0 : signedQrRefreshMs(query.state.data)),
    refetchInterval: (query) =>
      query.state.data === undefined ? false : signedQrRefreshMs(query.state.data),
    refetchOnWindowFocus: true,
    gcTime: 60_000,
  });

/** Whether a payload received at receivedAtMs (this device's clock) is still within its lifetime. */
export function isSignedQrLive(qr: SignedIdentityQr, receivedAtMs: number, nowMs: number): boolean {
  return nowMs - receivedAtMs < Date.parse(qr.expires_at) - Date.parse(qr.issued_at);
}

export function useSignedQr(kind: IdentityQrKind) {
  return useQuery(signedQrQuery(useApiClient(), kind));
}
