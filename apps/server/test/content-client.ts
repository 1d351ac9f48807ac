import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createBackendTokens } from '../src/auth/backend-token.ts';
import { resolveServerSecret } from '../src/auth/server-secret.ts';
import { TEST_PUBLIC_URL } from './test-app.ts';

/**
 * A signed-in caller of the content API: a real backend token for a sample user, issued with the server's
 * own secret, as the server would hand it out after sign-in.
 */
export async function signedInGet(
  app: FastifyInstance,
  username: string,
): Promise<(url: string) => Promise<LightMyRequestResponse>> {
  const [user] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!user) throw new Error(`No sample user ${username}`);
  const secret = await resolveServerSecret(app.db, null);
  const token = await createBackendTokens({ secret, issuer: TEST_PUBLIC_URL, ttlSeconds: 600 }).issue(
    user.id,
  );
  return (url) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}
