import { createHash } from 'node:crypto';
import type { Clock } from './clock.ts';
import { IdentityProviderUnavailable, type IssuerEndpoints } from './identity-token.ts';

export interface AccessTokenValidator {
  /**
   * The subject of a valid access token of the identity provider, or null for a token it refuses
   * (unknown, expired, revoked…). Throws IdentityProviderUnavailable when the provider cannot answer.
   */
  subjectOf(token: string): Promise<string | null>;
  /** Drops a token from the cache (after its session was signed out), so it is checked again. */
  forget(token: string): void;
  /** Drops every cached token of a subject (back-channel logout names the person, not the tokens). */
  forgetSubject(subject: string): void;
}

/** How long a positive answer is trusted; a token revoked at the provider works at most this much longer. */
export const ACCESS_TOKEN_CACHE_MS = 30_000;
/** Bounded, so that a flood of distinct valid tokens cannot grow the memory. */
export const ACCESS_TOKEN_CACHE_SIZE = 1000;
/** No provider issues access tokens this long; anything longer is refused without a call. */
const MAX_ACCESS_TOKEN_LENGTH = 8192;

const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Access tokens are checked at the issuer's userinfo endpoint (OpenID Connect Core §5.3): every OpenID
 * provider has one, it needs no client secret (the portal is a public client), and the provider answers
 * for signature or lookup, expiry and revocation, whatever its token format (oidc-provider's are opaque).
 * See docs/decisions/008-server-side-sessions.md for the alternatives.
 */
export function userinfoAccessTokenValidator(options: {
  endpoints: () => Promise<IssuerEndpoints>;
  fetch: typeof fetch;
  clock: Clock;
}): AccessTokenValidator {
  const cache = new Map<string, { subject: string; untilMs: number }>();

  async function ask(token: string): Promise<string | null> {
    const { userinfoEndpoint } = await options.endpoints();
    if (userinfoEndpoint === null) {
      throw new IdentityProviderUnavailable(new Error('The issuer publishes no userinfo_endpoint'));
    }
    let response: Response;
    try {
      response = await options.fetch(userinfoEndpoint, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new IdentityProviderUnavailable(error);
    }
    // 401 (and 400/403 from some providers) says "this token is no good"; anything else is the provider's.
    if (response.status === 400 || response.status === 401 || response.status === 403) return null;
    if (!response.ok) {
      throw new IdentityProviderUnavailable(new Error(`userinfo answered ${response.status}`));
    }
    const body = (await response.json().catch(() => null)) as { sub?: unknown } | null;
    return typeof body?.sub === 'string' && body.sub !== '' ? body.sub : null;
  }

  return {
    async subjectOf(token) {
      if (token.length > MAX_ACCESS_TOKEN_LENGTH) return null;
      const key = keyOf(token);
      const nowMs = options.clock();
      const cached = cache.get(key);
      if (cached !== undefined && cached.untilMs > nowMs) return cached.subject;
      cache.delete(key);
      const subject = await ask(token);
      if (subject !== null) {
        if (cache.size >= ACCESS_TOKEN_CACHE_SIZE) {
          // Maps iterate in insertion order: the first key is the oldest entry.
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(key, { subject, untilMs: nowMs + ACCESS_TOKEN_CACHE_MS });
      }
      return subject;
    },
    forget(token) {
      cache.delete(keyOf(token));
    },
    forgetSubject(subject) {
      for (const [key, entry] of cache) if (entry.subject === subject) cache.delete(key);
    },
  };
}
