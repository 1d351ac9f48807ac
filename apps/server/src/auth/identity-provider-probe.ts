/** Whether a dependency answers, as /health reports it. */
export type DependencyStatus = 'up' | 'down';

/** How long a probe result is reused: load balancers poll /health every few seconds. */
const PROBE_CACHE_MS = 30_000;
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Reports whether an external identity provider answers, by fetching its discovery document (the first
 * thing the portal and the server need from it). Results are cached, so /health never puts load on it.
 */
export function externalIdentityProviderProbe(
  issuer: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): () => Promise<DependencyStatus> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  let last: { at: number; status: Promise<DependencyStatus> } | null = null;
  const probe = async (): Promise<DependencyStatus> => {
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await response.body?.cancel();
      return response.ok ? 'up' : 'down';
    } catch {
      return 'down';
    }
  };
  return () => {
    if (last === null || now() - last.at >= PROBE_CACHE_MS) last = { at: now(), status: probe() };
    return last.status;
  };
}
