import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db.ts';
import { DatabaseUnavailableError, isInvalidInputError } from './database-errors.ts';
import { openPgliteInWorker } from './pglite-worker-db.ts';

/**
 * Each of these tests creates a database from scratch (initdb in WebAssembly), in a worker thread or in a
 * child process: 5–20 s on a busy 2-core machine. The budget only has to catch a hang.
 */
const DATABASE_START_BUDGET_MS = 120_000;
const WRITER = fileURLToPath(new URL('../../test/pglite-writer-process.ts', import.meta.url));

describe('PGlite in a worker thread (issue 20)', () => {
  let folder: string;
  let db: Db;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'campus-pglite-worker-'));
    db = await openPgliteInWorker(join(folder, 'data'));
    await db.exec(`CREATE TABLE items (id serial PRIMARY KEY, name text UNIQUE NOT NULL,
      at timestamptz NOT NULL DEFAULT now(), tags text[] NOT NULL DEFAULT '{}', data jsonb)`);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('answers queries with the same values as PGlite in the same thread (dates, arrays, json)', async () => {
    const [row] = await db.query<{ id: number; at: Date; tags: string[]; data: { a: number } }>(
      `INSERT INTO items (name, tags, data) VALUES ($1, $2, $3) RETURNING id, at, tags, data`,
      ['first', ['x', 'y'], { a: 1 }],
    );
    expect(row?.id).toBe(1);
    expect(row?.at).toBeInstanceOf(Date);
    expect(row?.tags).toEqual(['x', 'y']);
    expect(row?.data).toEqual({ a: 1 });
  });

  it('runs the server’s database with memory sized for one campus, not PostgreSQL’s 128 MB defaults (issue #31)', async () => {
    const settings = await db.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM unnest($1::text[]) AS name`,
      [['shared_buffers', 'maintenance_work_mem', 'temp_buffers', 'work_mem', 'wal_buffers']],
    );
    expect(Object.fromEntries(settings.map((row) => [row.name, row.setting]))).toEqual({
      shared_buffers: '12MB',
      maintenance_work_mem: '16MB',
      temp_buffers: '1MB',
      work_mem: '2MB',
      wal_buffers: '256kB',
    });
  });

  it('commits a transaction whose function resolves and rolls back one whose function throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['committed']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO items (name) VALUES ($1)', ['rolled-back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = await db.query<{ name: string }>('SELECT name FROM items ORDER BY id');
    expect(names.map((item) => item.name)).toEqual(['first', 'committed']);
  });

  it('keeps a statement’s SQLSTATE, so errors are classified as before (bad input is a 400)', async () => {
    const duplicate: unknown = await db
      .query('INSERT INTO items (name) VALUES ($1)', ['first'])
      .catch((caught: unknown) => caught);
    expect(duplicate).toMatchObject({ code: '23505' });
    const malformed: unknown = await db.query('SELECT $1::int', ['4e10']).catch((caught: unknown) => caught);
    expect(isInvalidInputError(malformed)).toBe(true);
  });

  it('runs concurrent statements while a transaction is open, after it, as PGlite does', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO items (name) VALUES ($1)', ['inside']);
      await held;
    });
    const outside = db.query<{ total: number }>('SELECT count(*)::int AS total FROM items');
    release();
    await transaction;
    expect((await outside)[0]?.total).toBe(3);
  });

  it(
    'loses no acknowledged write when the process is killed with SIGKILL',
    async () => {
      const dataDir = join(folder, 'killed');
      const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let acknowledged = 0;
      await new Promise<void>((resolve, reject) => {
        let buffer = '';
        child.stdout.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          const lines = buffer.split('\n');
          buffer = lines.pop() ?? '';
          for (const line of lines) if (/^\d+$/.test(line)) acknowledged = Number(line);
          if (acknowledged >= 50) {
            child.kill('SIGKILL');
            resolve();
          }
        });
        child.once('exit', (code) => {
          if (acknowledged < 50) reject(new Error(`The writer exited with ${String(code)}`));
        });
      });
      await new Promise((resolve) => child.once('close', resolve));
      const reopened = await openPgliteInWorker(dataDir);
      try {
        const [kept] = await reopened.query<{ total: number; last: number }>(
          'SELECT count(*)::int AS total, max(n) AS last FROM acknowledged',
        );
        expect(kept?.last).toBeGreaterThanOrEqual(acknowledged);
        expect(kept?.total).toBe(kept?.last);
      } finally {
        await reopened.close();
      }
    },
    2 * DATABASE_START_BUDGET_MS,
  );

  it(
    'answers DatabaseUnavailableError once closed, and closing twice is not an error',
    async () => {
      const other = await openPgliteInWorker(null);
      await other.close();
      await other.close();
      await expect(other.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    },
    DATABASE_START_BUDGET_MS,
  );
});
