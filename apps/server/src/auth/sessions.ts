import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import {
  findSessionByJti,
  idpSessionEnded,
  insertEndedIdpSession,
  insertSession,
  listUnrevokedSessions,
  revokeOwnSession,
  revokeSessionsOfIdpSession,
  revokeSessionsOfUser,
  touchSession,
  type SessionRevocation,
  type SessionRow,
} from '../db/sessions-repository.ts';
import { findUserIdentityBySubject, type UserIdentity } from '../db/users-repository.ts';
import type { BackendTokens } from './backend-token.ts';
import type { Clock } from './clock.ts';
import { deviceSummary } from './device-summary.ts';
import type { SignedInCache } from './signed-in-cache.ts';

/** Last use is written at most this often per session: a read per request, not a write. */
export const LAST_USE_PRECISION_MS = 60_000;

export interface SessionPolicy {
  idleTimeoutMs: number;
  maxLifetimeMs: number;
}

/** The session a request was authenticated by. */
export interface RequestSession {
  id: number;
  jti: string;
  userId: number;
  expiresMs: number;
}

export type BackendTokenCheck =
  | { kind: 'not-a-backend-token' }
  | { kind: 'ended' }
  | { kind: 'live'; session: RequestSession; user: UserIdentity };

export interface SessionManager {
  /** A new session after sign-in with the identity provider's tokens, and its first backend token. */
  start(userId: number, origin: { idpSid: string | null; userAgent: string | undefined }): Promise<string>;
  /**
   * Checks a bearer token: is it one of ours, and is its session still live? A token this instance
   * checked less than SIGNED_IN_CACHE_TTL_MS ago is answered from its cache.
   */
  check(token: string): Promise<BackendTokenCheck>;
  /** Forgets what this instance cached of a person's tokens (their profile changed). */
  forgetUser(userId: number): void;
  /** A fresh token for the same session: never valid past the session's absolute end. */
  renew(session: RequestSession): Promise<string>;
  /** A person's live sessions, most recently used first. */
  liveSessionsOf(userId: number): Promise<SessionRow[]>;
  /** Ends one session of this person; false when it is not theirs or not live. */
  revoke(userId: number, sessionId: number, reason: SessionRevocation): Promise<boolean>;
  /** Ends the sessions a browser opened with the identity provider session `sid` (portal sign-out). */
  revokeOpenedBy(userId: number, sid: string): Promise<number>;
  /** Whether the identity provider said (back-channel logout) that its session `sid` ended. */
  idpSessionEnded(sid: string): Promise<boolean>;
  /**
   * Back-channel logout: revokes every session of the identity provider's session `sid`, or of the
   * subject when the logout token names no session. Returns the number revoked.
   */
  endIdpSession(logout: { sid: string | null; subject: string | null }): Promise<number>;
}

function isLive(row: SessionRow, nowMs: number, policy: SessionPolicy): boolean {
  return row.revokedMs === null && nowMs < row.expiresMs && nowMs - row.lastUsedMs < policy.idleTimeoutMs;
}

export function createSessionManager(options: {
  db: Db;
  tokens: BackendTokens;
  clock: Clock;
  policy: SessionPolicy;
  cache: SignedInCache;
}): SessionManager {
  const { db, tokens, clock, policy, cache } = options;

  const tokenFor = (session: RequestSession) =>
    tokens.issue(
      { userId: session.userId, sessionJti: session.jti },
      // The token expires when the session would go idle, or at its absolute end if that comes first.
      Math.min(clock() + policy.idleTimeoutMs, session.expiresMs),
    );

  return {
    async start(userId, origin) {
      const nowMs = clock();
      const row = await insertSession(db, {
        jti: randomUUID(),
        userId,
        idpSid: origin.idpSid,
        device: deviceSummary(origin.userAgent),
        nowMs,
        expiresMs: nowMs + policy.maxLifetimeMs,
      });
      return tokenFor({ id: row.id, jti: row.jti, userId, expiresMs: row.expiresMs });
    },

    async check(token) {
      const cached = cache.get(token);
      if (cached !== null) return { kind: 'live', ...cached };
      const claims = await tokens.verify(token);
      if (claims === null) return { kind: 'not-a-backend-token' };
      const row = await findSessionByJti(db, claims.sessionJti);
      const nowMs = clock();
      if (row?.userId !== claims.userId || row.username === null || !isLive(row, nowMs, policy)) {
        return { kind: 'ended' };
      }
      let lastUsedMs = row.lastUsedMs;
      if (nowMs - lastUsedMs >= LAST_USE_PRECISION_MS) {
        await touchSession(db, row.id, nowMs);
        lastUsedMs = nowMs;
      }
      const signedIn = {
        session: { id: row.id, jti: row.jti, userId: row.userId, expiresMs: row.expiresMs },
        user: { id: row.userId, username: row.username },
      };
      // Never trusted past the token's own expiry, the session's absolute end or its idle deadline.
      cache.set(
        token,
        signedIn,
        Math.min(claims.expiresMs, row.expiresMs, lastUsedMs + policy.idleTimeoutMs),
      );
      return { kind: 'live', ...signedIn };
    },

    forgetUser: (userId) => {
      cache.forgetUser(userId);
    },

    renew: tokenFor,

    async liveSessionsOf(userId) {
      const nowMs = clock();
      const rows = await listUnrevokedSessions(db, userId, nowMs);
      return rows.filter((row) => isLive(row, nowMs, policy));
    },

    async revoke(userId, sessionId, reason) {
      const revoked = await revokeOwnSession(db, userId, sessionId, reason, clock());
      cache.forgetSessions([sessionId]);
      return revoked;
    },

    async revokeOpenedBy(userId, sid) {
      const nowMs = clock();
      const own = (await listUnrevokedSessions(db, userId, nowMs)).filter((row) => row.idpSid === sid);
      const results = await Promise.all(
        own.map((row) => revokeOwnSession(db, userId, row.id, 'signed-out', nowMs)),
      );
      cache.forgetSessions(own.map((row) => row.id));
      return results.filter(Boolean).length;
    },

    idpSessionEnded: (sid) => idpSessionEnded(db, sid),

    async endIdpSession({ sid, subject }) {
      const nowMs = clock();
      const user = subject === null ? null : await findUserIdentityBySubject(db, subject);
      if (sid === null) {
        if (user === null) return 0;
        const revokedIds = await revokeSessionsOfUser(db, user.id, 'idp-logout', nowMs);
        cache.forgetSessions(revokedIds);
        return revokedIds.length;
      }
      const revokedIds = await revokeSessionsOfIdpSession(db, sid, 'idp-logout', nowMs);
      cache.forgetSessions(revokedIds);
      const revoked = revokedIds.length;
      if (revoked === 0 && user !== null) {
        // No portal session carried this sid yet: remember it ended, so its id tokens are refused.
        await insertEndedIdpSession(db, {
          jti: randomUUID(),
          userId: user.id,
          idpSid: sid,
          nowMs,
          expiresMs: nowMs + policy.maxLifetimeMs,
        });
      }
      return revoked;
    },
  };
}
