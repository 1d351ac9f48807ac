import type { FastifyInstance } from 'fastify';
import { signedInCaller, type SignedInCaller } from './signed-in-caller.ts';
import { buildTestApp, openTestDb } from './test-app.ts';

/** An app whose database records every statement sent, with a caller signed in and already known. */
export interface StatementCountingApp {
  app: FastifyInstance;
  caller: SignedInCaller;
  /** Every statement sent since the last `sent.length = 0`. */
  sent: string[];
}

/**
 * For the tests that count a request's round trips (issue #31): the seeded test database wrapped so that
 * each query is recorded, and `username` signed in with users/me asked once, so that a request's own
 * statements are all that follows (the token and the person are known by then).
 */
export async function statementCountingApp(username: string): Promise<StatementCountingApp> {
  const sent: string[] = [];
  const db = await openTestDb();
  const counting: typeof db = {
    ...db,
    query: <Row>(sql: string, params?: readonly unknown[]) => {
      sent.push(sql);
      return db.query<Row>(sql, params);
    },
  };
  const app = await buildTestApp({}, { db: counting });
  const caller = await signedInCaller(app, username);
  const me = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/users/me', headers: caller.headers });
  if (me.statusCode !== 200) throw new Error(`users/me answered ${String(me.statusCode)}`);
  return { app, caller, sent };
}
