import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { backendTokenFor, userIdOf } from './signed-in-caller.ts';
import { buildTestApp } from './test-app.ts';

export interface SessionApp {
  app: FastifyInstance;
  /** Injects a request as the user of that id, with a backend token the server accepts. */
  as(userId: number, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The id of a sample user. */
  idOf(username: string): Promise<number>;
}

/** A test app whose requests can be made as any user by id (the directory's access matrix needs many). */
export async function buildSessionApp(): Promise<SessionApp> {
  const app = await buildTestApp();
  const tokens = new Map<number, string>();
  return {
    app,
    async as(userId, options) {
      const token = tokens.get(userId) ?? (await backendTokenFor(app, userId));
      tokens.set(userId, token);
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    idOf: (username) => userIdOf(app, username),
  };
}
