/**
 * Content API scale check (issue #3): times `GET /wp/v2/posts?per_page=20` and `GET /wp/v2/event` through
 * app.inject for a real signed-in resident, on the sample campus and then on the large campus (12,000
 * users, 40 houses, 5,000 news, 2,000 events), each on PGlite in its own temporary DATA_DIR, and prints the
 * median and p95 per campus and the large/sample ratio. Exits 1 when a median ratio exceeds 2.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { seedLargeCampus } from '../apps/server/src/seeding/large-campus.ts';
import { seedSampleCampus } from '../apps/server/src/seeding/seed-sample-campus.ts';
import { openBenchDatabase } from './bench-database.ts';

const PUBLIC_URL = 'http://localhost:8080';
const RESIDENT = 'alice.martin';
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 30);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const MAX_RATIO = 2;

const ENDPOINTS = {
  posts: '/wp-json/wp/v2/posts?per_page=20&wpml_language=en',
  event: '/wp-json/wp/v2/event?per_page=100&order=asc&wpml_language=en',
  // The sample campus shows a resident 18 events, the large one 1,353: per_page=100 returns 5.5 times more
  // rows there. The same page size on both isolates what the table size costs.
  eventSamePage: '/wp-json/wp/v2/event?per_page=10&order=asc&wpml_language=en',
} as const;
type Endpoint = keyof typeof ENDPOINTS;

interface Timing {
  median: number;
  p95: number;
  total: string;
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function measure(campus: 'sample' | 'large'): Promise<Record<Endpoint, Timing>> {
  const dataDir = await mkdtemp(join(tmpdir(), `campus-bench-${campus}-`));
  try {
    const { config, db } = await openBenchDatabase(dataDir, { PUBLIC_URL });
    await seedSampleCampus(db);
    const app = await buildApp(config, { db });
    try {
      if (campus === 'large') {
        const started = performance.now();
        await seedLargeCampus(app.db);
        console.log(`large campus generated in ${(performance.now() - started).toFixed(0)} ms`);
      }
      const [user] = await app.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
        RESIDENT,
      ]);
      if (!user) throw new Error(`No user ${RESIDENT}`);
      // A real session, as users/me opens one after sign-in.
      const token = await app.sessions.start(user.id, { idpSid: null, userAgent: 'benchmark' });
      const headers = { authorization: `Bearer ${token}` };

      const result = {} as Record<Endpoint, Timing>;
      for (const endpoint of Object.keys(ENDPOINTS) as Endpoint[]) {
        const url = ENDPOINTS[endpoint];
        let total = '';
        for (let i = 0; i < WARM_UP; i += 1) {
          const response = await app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
          total = String(response.headers['x-wp-total']);
        }
        const times: number[] = [];
        for (let i = 0; i < SAMPLES; i += 1) {
          const started = performance.now();
          await app.inject({ method: 'GET', url, headers });
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        result[endpoint] = { median: percentile(times, 0.5), p95: percentile(times, 0.95), total };
      }
      return result;
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const sample = await measure('sample');
const large = await measure('large');
const ms = (value: number) => `${value.toFixed(2)} ms`;
let withinBudget = true;
console.log(`\n${SAMPLES} requests each after ${WARM_UP} warm-up requests, resident ${RESIDENT}\n`);
for (const endpoint of Object.keys(ENDPOINTS) as Endpoint[]) {
  const ratio = large[endpoint].median / sample[endpoint].median;
  withinBudget &&= ratio <= MAX_RATIO;
  console.log(`GET ${ENDPOINTS[endpoint]}`);
  console.log(
    `  sample (X-WP-Total ${sample[endpoint].total}): median ${ms(sample[endpoint].median)}, p95 ${ms(sample[endpoint].p95)}`,
  );
  console.log(
    `  large  (X-WP-Total ${large[endpoint].total}): median ${ms(large[endpoint].median)}, p95 ${ms(large[endpoint].p95)}`,
  );
  console.log(
    `  ratio large/sample: median ${ratio.toFixed(2)}×, p95 ${(large[endpoint].p95 / sample[endpoint].p95).toFixed(2)}×`,
  );
}
console.log(
  withinBudget ? `\nWithin ${MAX_RATIO}× on the large campus.` : `\nOver ${MAX_RATIO}× on the large campus.`,
);
if (!withinBudget) process.exitCode = 1;
