/**
 * STAND-IN, to be replaced by the ops-lifecycle branch's migrate command (issue #28), which also creates the
 * job queue's schema under the same lock: `node apps/server/dist/migrate.js` applies the pending migrations
 * to the configured database and exits, for the deployment files of the ops-deploy branch (compose's
 * one-shot `migrate` service, the systemd migrate unit, the release bundle's test).
 */
import { loadConfigOrExit } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';

const config = loadConfigOrExit(process.env);
const db = await openDb(config.database, (error) => {
  console.error('database connection lost', error);
});
try {
  const applied = await migrate(db);
  console.log(
    applied.length === 0 ? 'database schema is current' : `migrations applied: ${applied.join(', ')}`,
  );
} finally {
  await db.close();
}
