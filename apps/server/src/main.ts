import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDb } from './db/open-db.ts';
import { waitForDatabase } from './db/wait-for-database.ts';
import { collectGarbageWhenIdle } from './http/idle-garbage-collection.ts';
import { closeOnSignals } from './lifecycle/graceful-shutdown.ts';
import { prepareDatabase, type PreparedDatabase } from './lifecycle/prepare-database.ts';
import { resolveServerVersion } from './lifecycle/server-version.ts';
import { exitOnKnownStartUpFailure } from './lifecycle/start-up-failure.ts';
import { startUpLog } from './lifecycle/start-up-log.ts';

const config = loadConfigOrExit(process.env);
const version = resolveServerVersion(config.commit);
const log = startUpLog(config.logLevel);

// Database errors go to the server's log once it is built, to the start-up log before.
const running: { app: FastifyInstance | null } = { app: null };
const openDatabase = () =>
  openDb(config.database, (error) => {
    (running.app?.log ?? log).error({ err: error }, 'database connection lost');
  });
let db = await openDatabase();

// Start-up runs in steps (docs/decisions/023): wait for the database, migrate (or check that nothing is
// pending) and seed the sample campus when seeding is on, under one lock; then build, listen.
let prepared: PreparedDatabase;
try {
  if (config.database.kind === 'postgres') {
    await waitForDatabase(db, { timeoutMs: config.startUp.databaseTimeoutSeconds * 1000, log });
  }
  prepared = await prepareDatabase(db, {
    database: config.database,
    log,
    migrate: config.startUp.migrate,
    seed: config.seedSampleData,
  });
} catch (error) {
  await db.close();
  exitOnKnownStartUpFailure(error, log);
}
if (prepared.applied.length > 0) log.info({ applied: prepared.applied }, 'database migrated');
if (prepared.sample?.seeded === true) log.info({}, 'sample campus seeded');

// PGlite's engine never gives back the WASM memory that migrating and seeding grew (bulk inserts, index
// builds: about 200 MB on a first start): on a folder, close it (a checkpoint, nothing is lost) and open it
// again, so that the engine serving requests starts small (issue #20, docs/decisions/021).
if (config.database.kind === 'pglite' && config.database.dataDir !== null) {
  if (prepared.sample?.seeded === true || prepared.applied.length > 0) {
    await db.close();
    db = await openDatabase();
  }
}

const server = await buildApp(config, { db, signInHint: prepared.sample?.signInHint, version });
running.app = server;
await server.listen({ port: config.port, host: config.host });
server.log.info(
  {
    version: version.version,
    commit: version.commit,
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

closeOnSignals(server, config.shutdown.drainSeconds * 1000, stopIdleCollection);
