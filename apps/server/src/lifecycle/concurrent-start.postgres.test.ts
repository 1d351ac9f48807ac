import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/count-rows.ts';
import { freePort } from '../../test/free-port.ts';
import { NO_POSTGRES_REASON, postgresBinDir } from '../../test/postgres-binaries.ts';
import { sampleCampus, samplePeople } from '../../test/sample-content.ts';
import { logLines, postgresWithServers, startServerProcess } from '../../test/server-process.ts';
import { JOB_QUEUES } from '../jobs/job-queues.ts';

const available = postgresBinDir() !== null;
if (!available) console.warn(NO_POSTGRES_REASON);

/** Issue #28 saw 2 crashes in 3 trials; `CONCURRENT_START_TRIALS=20` explores further. */
const TRIALS = Number(process.env['CONCURRENT_START_TRIALS'] ?? '3');
/** A server from the sources compiles a few hundred modules first: generous, for a busy machine. */
const READY_TIMEOUT_MS = 180_000;
const EXIT_TIMEOUT_MS = 20_000;

async function seededCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = {
    query: async <Row>(sql: string) => (await client.query(sql)).rows as Row[],
    exec: () => Promise.resolve(),
  };
  try {
    return {
      seeds: await countRows(db, 'SELECT count(*)::int AS total FROM data_seeds'),
      houses: await countRows(db, 'SELECT count(*)::int AS total FROM houses'),
      people: await countRows(db, 'SELECT count(*)::int AS total FROM users'),
      queues: await countRows(db, 'SELECT count(*)::int AS total FROM pgboss.queue'),
    };
  } finally {
    await client.end();
  }
}

/** The line of a failed start that says what went wrong (the whole output is long). */
function firstErrorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.split('\n');
  return lines.find((line) => /^\w*error\b|"level":[56]0/i.test(line)) ?? lines[0] ?? text;
}

describe.skipIf(!available)('two servers started at once on an empty PostgreSQL database', () => {
  const { postgres, running } = postgresWithServers();

  it(
    `both become ready, the sample campus is seeded once and both stop cleanly (${String(TRIALS)} trials)`,
    async () => {
      const failures: string[] = [];
      for (let trial = 1; trial <= TRIALS; trial += 1) {
        const url = await postgres().createDatabase(`concurrent_start_${String(trial)}`);
        const env = { DATABASE_URL: url, SEED_SAMPLE_DATA: 'true' };
        const servers = [
          startServerProcess(await freePort(), env),
          startServerProcess(await freePort(), env),
        ];
        running.push(...servers);
        try {
          await Promise.all(servers.map((server) => server.waitFor('/health/ready', READY_TIMEOUT_MS)));
          const counts = await seededCounts(url);
          const expected = {
            seeds: 1,
            houses: sampleCampus.houses.length,
            people: samplePeople.length,
            queues: JOB_QUEUES.length,
          };
          if (JSON.stringify(counts) !== JSON.stringify(expected)) {
            failures.push(`trial ${String(trial)}: seeded ${JSON.stringify(counts)}`);
          }
          // One of them did the work under the lock; the other found it done.
          const [migrated, seeded] = ['database migrated', 'sample campus seeded'].map(
            (message) => servers.filter((server) => logLines(server, message).length > 0).length,
          );
          if (migrated !== 1 || seeded !== 1) {
            failures.push(`trial ${String(trial)}: ${String(migrated)} migrated, ${String(seeded)} seeded`);
          }
          for (const server of servers) server.signal('SIGTERM');
          const codes = await Promise.race([
            Promise.all(servers.map((server) => server.exited)),
            sleep(EXIT_TIMEOUT_MS).then(() => 'no exit within 20 s after SIGTERM'),
          ]);
          if (typeof codes === 'string' || codes.some((code) => code !== 0)) {
            failures.push(`trial ${String(trial)}: exit codes ${JSON.stringify(codes)}`);
          }
        } catch (error) {
          // Every trial runs, so that the report says how often start-up fails, not only that it did. The
          // last line of each server tells a slow start (a busy machine) from one stuck on the lock.
          const lastLines = servers.map((server) => server.output.at(-1) ?? '(nothing logged)');
          failures.push(
            `trial ${String(trial)}: ${firstErrorLine(error)} last lines: ${lastLines.join(' | ')}`,
          );
        } finally {
          await Promise.all(servers.map((server) => server.kill()));
          running.length = 0;
        }
      }
      expect(failures, `${String(failures.length)} of ${String(TRIALS)} trials failed`).toEqual([]);
    },
    TRIALS * (READY_TIMEOUT_MS + EXIT_TIMEOUT_MS),
  );
});
