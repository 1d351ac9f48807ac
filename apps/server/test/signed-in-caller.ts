import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createBackendTokens } from '../src/auth/backend-token.ts';
import { resolveServerSecret } from '../src/auth/server-secret.ts';
import { TEST_PUBLIC_URL } from './test-app.ts';

/**
 * Signed-in callers for API tests: a real backend token, issued with the server's own secret, as the
 * server hands it out after sign-in (sign-in itself is tested in routes/users.test.ts and the e2e journeys).
 */
export interface SignedInCaller {
  id: number;
  /** The Authorization header of a real backend token. */
  headers: { authorization: string };
}

export async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [user] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!user) throw new Error(`No sample user ${username}`);
  return user.id;
}

export async function backendTokenFor(app: FastifyInstance, userId: number): Promise<string> {
  const secret = await resolveServerSecret(app.db, null);
  return createBackendTokens({ secret, issuer: TEST_PUBLIC_URL, ttlSeconds: 600 }).issue(userId);
}

export async function signedInCaller(app: FastifyInstance, username: string): Promise<SignedInCaller> {
  const id = await userIdOf(app, username);
  return { id, headers: { authorization: `Bearer ${await backendTokenFor(app, id)}` } };
}

/** GET requests as a sample user, for the read-only content API. */
export async function signedInGet(
  app: FastifyInstance,
  username: string,
): Promise<(url: string) => Promise<LightMyRequestResponse>> {
  const { headers } = await signedInCaller(app, username);
  return (url) => app.inject({ method: 'GET', url, headers });
}
