import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { collectGarbageWhenIdle } from './http/idle-garbage-collection.ts';

const config = loadConfigOrExit(process.env);

// Database errors go to the server's log once it is built, to stderr before.
const running: { app: FastifyInstance | null } = { app: null };
const openDatabase = () =>
  openDb(config.database, (error) => {
    if (running.app === null) console.error('database connection lost', error);
    else running.app.log.error({ err: error }, 'database connection lost');
  });
let db = await openDatabase();

// Start-up runs in steps: migrate, seed the sample campus when seeding is on, build, listen.
let migrations: string[];
let sample: { seeded: boolean; signInHint: BuildOptions['signInHint'] } | null = null;
try {
  migrations = await migrate(db);
  if (config.seedSampleData) {
    // Imported here only: a server that does not seed never loads the sample campus.
    const { seedSampleCampusOnFirstStart } = await import('./seeding/seed-sample-campus.ts');
    sample = await seedSampleCampusOnFirstStart(db);
  }
} catch (error) {
  await db.close();
  if (!(error instanceof Error && error.name === 'SeedDataError')) throw error;
  // A mistake in a data file is the editor's to fix: it names the files and fields, a stack trace would not help.
  console.error(error.message);
  process.exit(1);
}

// PGlite's engine never gives back the WASM memory that migrating and seeding grew (bulk inserts, index
// builds: about 200 MB on a first start): on a folder, close it (a checkpoint, nothing is lost) and open it
// again, so that the engine serving requests starts small (issue #20, docs/decisions/021).
if (config.database.kind === 'pglite' && config.database.dataDir !== null) {
  if (sample?.seeded === true || migrations.length > 0) {
    await db.close();
    db = await openDatabase();
  }
}

const server = await buildApp(config, { db, signInHint: sample?.signInHint });
running.app = server;
if (migrations.length > 0) server.log.info({ migrations }, 'database migrated');
if (sample?.seeded === true) server.log.info('sample campus seeded');
await server.listen({ port: config.port, host: config.host });
server.log.info(
  {
    publicUrl: config.publicUrl,
    identityProvider:
      config.oidc.mode === 'embedded' ? `embedded at ${config.oidc.issuer}` : config.oidc.issuer,
    database: config.database.kind === 'postgres' ? 'postgres' : config.database.dataDir,
  },
  'campus portal started',
);

// `npm start` runs node with --expose-gc for this (docs/decisions/021); from the sources it does nothing.
const { gc } = globalThis;
const stopIdleCollection = collectGarbageWhenIdle(
  server.server,
  gc === undefined
    ? undefined
    : () => {
        gc();
      },
);

let closing = false;
function shutDown(signal: NodeJS.Signals): void {
  if (closing) return;
  closing = true;
  stopIdleCollection();
  server.log.info({ signal }, 'shutting down');
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
