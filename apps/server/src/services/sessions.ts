import type { ActiveSession } from '@campus/domain/session';
import type { RequestCredentials } from '../auth/authenticate.ts';
import type { AccessTokenValidator } from '../auth/access-token.ts';
import type { SessionManager } from '../auth/sessions.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** The person's active sessions as Settings shows them; "current" marks the session of this request. */
export async function activeSessions(
  sessions: SessionManager,
  userId: number,
  credentials: RequestCredentials,
): Promise<ActiveSession[]> {
  const currentId = credentials.kind === 'session' ? credentials.session.id : null;
  const rows = await sessions.liveSessionsOf(userId);
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    created_at: iso(row.createdMs),
    last_used_at: iso(row.lastUsedMs),
    current: row.id === currentId,
  }));
}

/**
 * Ends one of the person's own sessions. Another person's session id is answered exactly like an
 * unknown one (false → 404), so ids reveal nothing and nothing changes.
 */
export function endOwnSession(sessions: SessionManager, userId: number, sessionId: number): Promise<boolean> {
  return sessions.revoke(userId, sessionId, 'ended');
}

/**
 * Portal sign-out, before the identity provider's end-session redirect: the backend token's session
 * ends; signed in with the provider's tokens, the sessions that provider session opened end and the
 * access token is checked afresh at the provider from now on.
 */
export async function signOutCurrent(
  sessions: SessionManager,
  accessTokens: AccessTokenValidator,
  userId: number,
  credentials: RequestCredentials,
): Promise<boolean> {
  if (credentials.kind === 'session') return sessions.revoke(userId, credentials.session.id, 'signed-out');
  accessTokens.forget(credentials.accessToken);
  if (credentials.idpSid === null) return false;
  return (await sessions.revokeOpenedBy(userId, credentials.idpSid)) > 0;
}

/** Back-channel logout: every session of the ended identity provider session, and its cached tokens. */
export async function endIdpSession(
  sessions: SessionManager,
  accessTokens: AccessTokenValidator,
  logout: { sid: string | null; subject: string | null },
): Promise<void> {
  await sessions.endIdpSession(logout);
  if (logout.subject !== null) accessTokens.forgetSubject(logout.subject);
}
