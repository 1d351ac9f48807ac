import type { UserIdentity } from '../db/users-repository.ts';
import type { Clock } from './clock.ts';

/**
 * How long an instance trusts a backend token it checked without asking the database again. A session
 * revoked through another instance (or by a back-channel logout received there) is refused here at most
 * this much later: the sessions issue asks for 5 s at most.
 */
export const SIGNED_IN_CACHE_TTL_MS = 5_000;
/** Bounded, so that many distinct tokens cannot grow the memory: the least recently used goes first. */
export const SIGNED_IN_CACHE_SIZE = 10_000;

/** What a checked backend token stands for: its live session and its person. */
export interface SignedIn {
  session: { id: number; jti: string; userId: number; expiresMs: number };
  user: UserIdentity;
}

export interface SignedInCache {
  /** The entry of this token while it is fresh, else null. */
  get(token: string): SignedIn | null;
  /** Remembers a checked token until `untilMs` at the latest (never past the TTL). */
  set(token: string, signedIn: SignedIn, untilMs: number): void;
  /** Drops the tokens of these sessions (revoked here). */
  forgetSessions(sessionIds: readonly number[]): void;
  /** Drops the tokens of a person (their sessions ended, or their profile changed). */
  forgetUser(userId: number): void;
}

/**
 * A per-instance, short-lived cache of checked backend tokens, so that a request spends neither an HMAC
 * verification nor a database read on a token the instance saw a moment ago (docs/decisions/
 * 017-request-path-caches-and-counters.md). Keyed by the token itself: a renewed token is a new entry, and
 * an entry never outlives its token, its session's absolute end or its idle deadline.
 */
export function createSignedInCache(options: {
  clock: Clock;
  ttlMs?: number;
  maxEntries?: number;
}): SignedInCache {
  const ttlMs = options.ttlMs ?? SIGNED_IN_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SIGNED_IN_CACHE_SIZE;
  // Maps iterate in insertion order; a hit moves its entry to the end, so the first key is the least
  // recently used.
  const entries = new Map<string, { signedIn: SignedIn; untilMs: number }>();

  return {
    get(token) {
      const entry = entries.get(token);
      if (entry === undefined) return null;
      entries.delete(token);
      if (entry.untilMs <= options.clock()) return null;
      entries.set(token, entry);
      return entry.signedIn;
    },
    set(token, signedIn, untilMs) {
      entries.delete(token);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(token, { signedIn, untilMs: Math.min(untilMs, options.clock() + ttlMs) });
    },
    forgetSessions(sessionIds) {
      if (sessionIds.length === 0) return;
      const ids = new Set(sessionIds);
      for (const [token, entry] of entries) if (ids.has(entry.signedIn.session.id)) entries.delete(token);
    },
    forgetUser(userId) {
      for (const [token, entry] of entries) if (entry.signedIn.user.id === userId) entries.delete(token);
    },
  };
}
