import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createBackendTokens } from '../src/auth/backend-token.ts';
import { TEST_PUBLIC_URL, buildTestApp } from './test-app.ts';

/** A fixed server secret, so tests can issue the backend tokens the server would (sign-in is tested elsewhere). */
const TEST_SECRET = 'test-backend-token-secret-0123456789abcdef';

export interface SessionApp {
  app: FastifyInstance;
  /** Injects a request as the user of that id, with a backend token the server accepts. */
  as(userId: number, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The id of a sample user. */
  idOf(username: string): Promise<number>;
}

export async function buildSessionApp(): Promise<SessionApp> {
  const app = await buildTestApp({ BACKEND_TOKEN_SECRET: TEST_SECRET });
  const tokens = createBackendTokens({ secret: TEST_SECRET, issuer: TEST_PUBLIC_URL, ttlSeconds: 3600 });
  const cache = new Map<number, string>();
  return {
    app,
    async as(userId, options) {
      const token = cache.get(userId) ?? (await tokens.issue(userId));
      cache.set(userId, token);
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async idOf(username) {
      const [row] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
        username,
      ]);
      if (!row) throw new Error(`No user ${username}`);
      return row.id;
    },
  };
}
