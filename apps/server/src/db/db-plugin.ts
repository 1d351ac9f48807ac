import fp from 'fastify-plugin';
import type { Db } from './db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available as app.db and closes it when the app closes. */
export const dbPlugin = fp<{ db: Db }>(
  (app, { db }, done) => {
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.close();
    });
    done();
  },
  { name: 'db' },
);
