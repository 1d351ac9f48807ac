import type { FastifyInstance } from 'fastify';
import { createBackendTokens } from '../src/auth/backend-token.ts';
import { resolveServerSecret } from '../src/auth/server-secret.ts';
import { TEST_PUBLIC_URL } from './test-app.ts';

export interface SignedInCaller {
  id: number;
  /** The Authorization header of a real backend token, as the server hands it out after sign-in. */
  headers: { authorization: string };
}

export async function signedInCaller(app: FastifyInstance, username: string): Promise<SignedInCaller> {
  const [user] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!user) throw new Error(`No sample user ${username}`);
  const secret = await resolveServerSecret(app.db, null);
  const token = await createBackendTokens({ secret, issuer: TEST_PUBLIC_URL, ttlSeconds: 600 }).issue(
    user.id,
  );
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}
