/**
 * `npm run import:rooms -w @campus/server -- rooms.csv [--dry-run] [--allow-partial]` (from a release:
 * `node apps/server/dist/import-rooms.js rooms.csv …`): records residents' rooms from the IT team's file in
 * the database the environment names (DATA_DIR or DATABASE_URL); rooms-import-cli.ts does the work,
 * docs/operations.md "Residents' rooms" tells how.
 */
import { loadConfigOrExit } from './config.ts';
import type { Db } from './db/db.ts';
import { openDb } from './db/open-db.ts';
import { runRoomsImport } from './rooms-import-cli.ts';

const config = loadConfigOrExit(process.env);
let db: Db | null = null;
try {
  const run = await runRoomsImport(
    process.argv.slice(2),
    async () => {
      db = await openDb(config.database, (error) => {
        console.error('database connection lost', error);
      });
      return db;
    },
    process.env['INIT_CWD'] ?? process.cwd(),
  );
  if (run.exitCode === 2) console.error(run.output);
  else console.log(run.output);
  process.exitCode = run.exitCode;
} finally {
  await (db as Db | null)?.close();
}
