import fp from 'fastify-plugin';
import type { DatabaseAvailability } from './database-availability.ts';
import { DatabaseUnavailableError } from './database-errors.ts';
import type { Db } from './db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Whether the database answers; logs outages once (see database-availability.ts). */
    databaseAvailability: DatabaseAvailability;
  }
}

/** Makes the database available as app.db and closes it when the app closes. */
export const dbPlugin = fp<{ db: Db; availability: DatabaseAvailability }>(
  (app, { db, availability }, done) => {
    app.decorate('db', db);
    app.decorate('databaseAvailability', availability);
    app.addHook('onError', (request, _reply, error, hookDone) => {
      if (error instanceof DatabaseUnavailableError) availability.countRefusedRequest(request);
      hookDone();
    });
    app.addHook('onClose', async () => {
      await db.close();
      app.log.info('database closed');
    });
    done();
  },
  { name: 'db' },
);
