/**
 * Profile photo upload check (issue #8): times `POST /wp-json/wp/v2/media` through app.inject for real
 * signed-in residents, with a 4000 × 3000 JPEG as a phone camera sends it (a noisy gradient, about the
 * size of a 12 MP photo, with an EXIF orientation and a GPS position), on PGlite in a temporary DATA_DIR.
 * Prints the median and p95 and the process's peak memory; exits 1 when the p95 reaches 300 ms.
 *
 * The database is migrated here and a few bench residents are created here: nothing depends on whether
 * buildApp migrates or seeds, nor on the sample campus. Uploads are spread over several residents, as
 * the route allows one person PHOTO_UPLOADS_PER_MINUTE (20).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import type { Db } from '../apps/server/src/db/db.ts';
import { jpegPhoto } from '../apps/server/test/test-images.ts';
import { openBenchDatabase } from './bench-database.ts';

const PUBLIC_URL = 'http://localhost:8080';
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const MAX_P95_MS = 300;
const UPLOADS_PER_RESIDENT = 20;
const PHOTO = { width: 4000, height: 3000 };

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function benchResident(db: Db, index: number): Promise<number> {
  const username = `bench.resident.${String(index)}`;
  await db.query(
    `INSERT INTO users (username, first_name, last_name, user_type) VALUES ($1, 'Bench', $2, 'resident')
     ON CONFLICT (username) DO NOTHING`,
    [username, `Resident ${String(index)}`],
  );
  const [user] = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [username]);
  if (!user) throw new Error(`No user ${username}`);
  return user.id;
}

let started = performance.now();
// Stored 4000 × 3000 with orientation 6 (shown 3000 × 4000): the server must turn it upright.
const photo = await jpegPhoto(PHOTO.width, PHOTO.height, {
  noise: 24,
  quality: 92,
  orientation: 6,
  phoneExif: true,
});
console.log(
  `${String(PHOTO.width)} × ${String(PHOTO.height)} JPEG of ${(photo.length / 1024 / 1024).toFixed(2)} MB built in ${(performance.now() - started).toFixed(0)} ms`,
);

const dataDir = await mkdtemp(join(tmpdir(), 'campus-bench-photos-'));
try {
  const { config, db } = await openBenchDatabase(dataDir, { PUBLIC_URL, SEED_SAMPLE_DATA: 'false' });
  const app = await buildApp(config, { db });
  try {
    const total = WARM_UP + SAMPLES;
    const residents = await Promise.all(
      Array.from({ length: Math.ceil(total / UPLOADS_PER_RESIDENT) }, async (_, index) => {
        const id = await benchResident(db, index);
        const token = await app.sessions.start(id, { idpSid: null, userAgent: 'benchmark' });
        return { authorization: `Bearer ${token}` };
      }),
    );

    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    // Opening PGlite (initdb in the fresh DATA_DIR) sets the process's peak before any upload: report the
    // memory around the uploads too, to see what they add.
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const residentBefore = process.memoryUsage().rss;
    const times: number[] = [];
    for (let attempt = 0; attempt < total; attempt += 1) {
      const headers = residents[Math.floor(attempt / UPLOADS_PER_RESIDENT)] ?? {};
      started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/wp-json/wp/v2/media',
        headers: { ...headers, 'content-type': 'image/jpeg' },
        payload: photo,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 201) {
        throw new Error(`upload answered ${String(response.statusCode)}: ${response.body}`);
      }
      const { media_details: size } = response.json<{ media_details: { width: number; height: number } }>();
      if (size.width !== 225 || size.height !== 300) throw new Error(`stored ${JSON.stringify(size)}`);
      if (attempt >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `\n${String(SAMPLES)} uploads after ${String(WARM_UP)} warm-up uploads, stored as 225 × 300 JPEGs`,
    );
    console.log(
      `  median ${ms(median)}, p95 ${ms(p95)}, min ${ms(times[0] ?? Number.NaN)}, max ${ms(times.at(-1) ?? Number.NaN)}`,
    );
    console.log(
      `  resident memory ${megabytes(residentBefore)} before the uploads, ${megabytes(process.memoryUsage().rss)} after; process peak ${megabytes(peakBefore)} before them, ${megabytes(process.resourceUsage().maxRSS * 1024)} after`,
    );
    const withinBudget = p95 < MAX_P95_MS;
    console.log(
      withinBudget ? `\nWithin ${String(MAX_P95_MS)} ms (p95).` : `\nOver ${String(MAX_P95_MS)} ms (p95).`,
    );
    if (!withinBudget) process.exitCode = 1;
  } finally {
    await app.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
