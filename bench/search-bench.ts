/**
 * Global search load check (issue #13): `GET /wp/v2/search` over real HTTP at 16 concurrent connections, for
 * a signed-in resident, on the sample campus and then on the large campus (12,000 people, 40 houses, 5,000
 * news and 2,000 events per language). Prints requests per second, median and p99 per query and campus,
 * and the large/sample ratio of the median. Goal: ≥ 800 req/s, p99 < 50 ms, ratio ≤ 1.5.
 *
 * Database: PGlite in a temporary directory by default; `BENCH_DATABASE_URL=postgres://…/empty_db` uses
 * that (empty) PostgreSQL database instead, which the bench migrates and fills.
 *
 * The load runs in a worker thread, so it does not share the server's event loop (on a 2-core machine the
 * two still share the CPU, as they would on a small production host with its proxy).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDb } from '../apps/server/src/db/open-db.ts';
import { seedLargeCampus } from '../apps/server/src/seeding/large-campus.ts';
import { seedSampleCampus } from '../apps/server/src/seeding/seed-sample-campus.ts';
import { openBenchDatabase } from './bench-database.ts';

const RESIDENT = 'alice.martin';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

/**
 * What a person types: a selective word across every post type (WordPress's default subtype=any) and as
 * one tab of the screen asks it (one subtype), a word of every generated item (the worst case: thousands
 * of matches to rank), and a people search by name (a substring scan of 12,000 names on the large campus).
 */
const QUERIES = {
  word: '/wp-json/wp/v2/search?search=biblio&wpml_language=fr&_embed',
  newsTab: '/wp-json/wp/v2/search?search=biblio&subtype=post&wpml_language=fr&_embed',
  everywhere: '/wp-json/wp/v2/search?search=residents&wpml_language=fr&_embed',
  people: '/wp-json/wp/v2/search?search=ines&type=user&_embed',
} as const;
type QueryName = keyof typeof QUERIES;

interface LoadResult {
  requestsPerSecond: number;
  median: number;
  p99: number;
  errors: number;
  total: string;
}

/** The load generator, run in a worker: `connections` loops of sequential requests for `seconds`. */
const LOAD_SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, connections, seconds } = workerData;
(async () => {
  const times = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  async function loop() {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) errors += 1;
      times.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  parentPort.postMessage({ times, errors, elapsed: performance.now() - started });
})();
`;

function runLoad(url: string, headers: Record<string, string>, seconds: number) {
  return new Promise<{ times: number[]; errors: number; elapsed: number }>((resolve, reject) => {
    const worker = new Worker(LOAD_SCRIPT, {
      eval: true,
      workerData: { url, headers, connections: CONNECTIONS, seconds },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

async function measure(campus: 'sample' | 'large'): Promise<Record<QueryName, LoadResult>> {
  const dataDir = await mkdtemp(join(tmpdir(), `campus-search-bench-${campus}-`));
  try {
    const { config, db } = await openBenchDatabase(dataDir, {
      PUBLIC_URL: 'http://127.0.0.1:8080',
      ...(DATABASE_URL === undefined ? {} : { DATABASE_URL }),
    });
    await seedSampleCampus(db);
    const app = await buildApp(config, { db });
    try {
      if (campus === 'large') await seedLargeCampus(app.db);
      const [user] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
        RESIDENT,
      ]);
      if (!user) throw new Error(`No user ${RESIDENT}`);
      const token = await app.sessions.start(user.id, { idpSid: null, userAgent: 'benchmark' });
      const headers = { authorization: `Bearer ${token}` };
      const origin = await app.listen({ host: '127.0.0.1', port: 0 });

      const result = {} as Record<QueryName, LoadResult>;
      for (const name of Object.keys(QUERIES) as QueryName[]) {
        const url = `${origin}${QUERIES[name]}`;
        const check = await fetch(url, { headers });
        if (check.status !== 200) throw new Error(`${url} answered ${String(check.status)}`);
        const total = check.headers.get('x-wp-total') ?? '?';
        await runLoad(url, headers, WARM_UP_SECONDS);
        const { times, errors, elapsed } = await runLoad(url, headers, SECONDS);
        times.sort((a, b) => a - b);
        result[name] = {
          requestsPerSecond: times.length / (elapsed / 1000),
          median: percentile(times, 0.5),
          p99: percentile(times, 0.99),
          errors,
          total,
        };
      }
      return result;
    } finally {
      await app.close();
    }
  } finally {
    if (DATABASE_URL !== undefined) {
      // The same empty database serves the next campus: leave it empty again.
      const cleaner = await openDb(loadConfig({ DATABASE_URL }).database, () => undefined);
      await cleaner.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      await cleaner.close();
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

const sample = await measure('sample');
const large = await measure('large');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const line = (campus: string, result: LoadResult) =>
  `  ${campus} (X-WP-Total ${result.total}): ${result.requestsPerSecond.toFixed(0)} req/s, median ${ms(result.median)}, p99 ${ms(result.p99)}${result.errors > 0 ? `, ${String(result.errors)} errors` : ''}`;
console.log(
  `\n${DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL'}, ${String(CONNECTIONS)} connections, ${String(SECONDS)} s per query after ${String(WARM_UP_SECONDS)} s of warm-up, resident ${RESIDENT}\n`,
);
for (const name of Object.keys(QUERIES) as QueryName[]) {
  console.log(`GET ${QUERIES[name]}`);
  console.log(line('sample', sample[name]));
  console.log(line('large ', large[name]));
  console.log(`  ratio large/sample: median ${(large[name].median / sample[name].median).toFixed(2)}×`);
}
