import { execFile } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinDir } from './postgres-binaries.ts';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

/** Superuser of the throwaway cluster; trust authentication on loopback only, so no password. */
const SUPERUSER = 'portal';

/** A throwaway PostgreSQL cluster on 127.0.0.1, for tests. */
export interface PostgresServer {
  /** Connection string of the `postgres` database (or of `database`). */
  url(database?: string): string;
  readonly port: number;
  /** Creates an empty database and returns its connection string. */
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown (what an operator's restart does): open connections are terminated. */
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * PostgreSQL refuses to run as root. As root, the cluster runs as the `postgres` account the Debian
 * package creates (or `nobody`), through setpriv; otherwise as the current user.
 */
async function unprivilegedAccount(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  for (const name of ['postgres', 'nobody']) {
    try {
      const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
      return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    } catch {
      // No such account: try the next.
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody account exists to run PostgreSQL');
}

/**
 * Starts a new PostgreSQL cluster in a temporary folder: initdb (no fsync, C locale, UTF-8), then pg_ctl
 * start on a free loopback port with no Unix socket and durability off (a test cluster dies with the test).
 * About a second on a small machine. Throws when PostgreSQL is not installed: check postgresBinDir() first.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = postgresBinDir();
  if (binDir === null) throw new Error('PostgreSQL is not installed (see postgres-binaries.ts)');
  const account = await unprivilegedAccount();
  const root = await mkdtemp(join(tmpdir(), 'campus-postgres-'));
  if (account !== null) await chown(root, account.uid, account.gid);
  const dataDir = join(root, 'data');
  const logFile = join(root, 'server.log');
  const port = await freePort();

  const asServerUser = (tool: string, args: string[]) => {
    const command = join(binDir, tool);
    return account === null
      ? run(command, args)
      : run('setpriv', [
          `--reuid=${String(account.uid)}`,
          `--regid=${String(account.gid)}`,
          '--clear-groups',
          '--',
          command,
          ...args,
        ]);
  };
  // pg_ctl hands -o to a shell, hence the quoted empty socket folder (no Unix socket at all).
  const serverOptions = [
    `-p ${String(port)}`,
    '-h 127.0.0.1',
    "-k ''",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () => {
    await asServerUser('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '30',
      '-o',
      serverOptions,
    ]);
  };
  const stop = async () => {
    await asServerUser('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
  };

  await asServerUser('initdb', [
    '-D',
    dataDir,
    '-U',
    SUPERUSER,
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  await start();

  let running = true;
  const url = (database = 'postgres') => `postgres://${SUPERUSER}@127.0.0.1:${String(port)}/${database}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async stop() {
      await stop();
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await stop().catch(() => undefined);
      running = false;
      await rm(root, { recursive: true, force: true });
    },
  };
}
