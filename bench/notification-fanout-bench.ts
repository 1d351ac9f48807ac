/**
 * Notification fan-out check (issue #12): one staff send to every resident of a 12,000-person campus,
 * through the real server (POST /wp-json/portal/v1/notifications, then the pg-boss job), until every
 * copy exists and every device subscribed has received its push from a local fake push service (HTTPS,
 * the outside boundary). PGlite in a temporary DATA_DIR by default; DATABASE_URL for a PostgreSQL server.
 * Prints the request's answer time, the time to all copies and to all pushes; exits 1 past 30 s.
 *
 * BENCH_PEOPLE (12000) residents are created here, BENCH_DEVICES_SHARE (0.5) of them with one subscribed
 * device; the sample campus is not used.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { startFakePushService } from '../apps/server/test/fake-push-service.ts';
import { openBenchDatabase } from './bench-database.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 12_000);
const DEVICES_SHARE = Number(process.env.BENCH_DEVICES_SHARE ?? 0.5);
const LIMIT_MS = 30_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const pushService = await startFakePushService();
const dataDir = await mkdtemp(join(tmpdir(), 'campus-bench-notifications-'));
let failed = false;
try {
  const { config, db } = await openBenchDatabase(dataDir, {
    PUBLIC_URL: 'http://localhost:8080',
    SEED_SAMPLE_DATA: 'false',
    PUSH_SERVICE_ORIGINS: pushService.origin,
    ...(process.env.DATABASE_URL === undefined ? {} : { DATABASE_URL: process.env.DATABASE_URL }),
  });
  let started = performance.now();
  await db.query(
    `INSERT INTO users (username, first_name, last_name, user_type, notifications)
     SELECT 'bench.resident.' || n, 'Bench', 'Resident ' || n, 'resident', true FROM generate_series(1, $1) n
     ON CONFLICT (username) DO NOTHING`,
    [PEOPLE],
  );
  const [staff] = await db.query<{ id: number }>(
    `INSERT INTO users (username, first_name, last_name, user_type) VALUES ('bench.staff', 'Bench', 'Staff', 'api')
     ON CONFLICT (username) DO UPDATE SET user_type = 'api' RETURNING id`,
  );
  if (staff === undefined) throw new Error('The bench staff account was not created');
  const devices = Math.round(PEOPLE * DEVICES_SHARE);
  const device = createECDH('prime256v1');
  device.generateKeys();
  const p256dh = device.getPublicKey().toString('base64url');
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth)
     SELECT u.id, $2 || '/push/' || u.id, $3, $4 FROM users u
     WHERE u.username LIKE 'bench.resident.%' ORDER BY u.id LIMIT $1
     ON CONFLICT (endpoint) DO NOTHING`,
    [devices, pushService.origin, p256dh, randomBytes(16).toString('base64url')],
  );
  console.log(
    `${String(PEOPLE)} residents, ${String(devices)} devices created in ${seconds(performance.now() - started)}`,
  );

  const app = await buildApp(config, { db, pushAgent: pushService.agent });
  try {
    const token = await app.sessions.start(staff.id, { idpSid: null, userAgent: 'benchmark' });
    started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/wp-json/portal/v1/notifications',
      headers: { authorization: `Bearer ${token}` },
      payload: { audience: { type: 'everyone' }, content: { fr: '<p>Essai</p>', en: '<p>Test</p>' } },
    });
    const answered = performance.now() - started;
    if (answer.statusCode !== 202)
      throw new Error(`send answered ${String(answer.statusCode)}: ${answer.body}`);
    const { id } = answer.json<{ id: number }>();

    let copiesAt: number | null = null;
    while (performance.now() - started < LIMIT_MS * 2) {
      if (copiesAt === null) {
        const [row] = await db.query<{ delivered: boolean }>(
          'SELECT delivered_at IS NOT NULL AS delivered FROM notification_messages WHERE id = $1',
          [id],
        );
        if (row?.delivered === true) copiesAt = performance.now() - started;
      }
      if (copiesAt !== null && pushService.received.length >= devices) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const pushedAt = performance.now() - started;
    const [copies] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM notifications WHERE message_id = $1',
      [id],
    );
    console.log(`request answered (202) in ${answered.toFixed(0)} ms`);
    console.log(
      `${String(copies?.count ?? 0)} copies made in ${copiesAt === null ? 'not done' : seconds(copiesAt)}`,
    );
    console.log(
      `${String(pushService.received.length)} of ${String(devices)} pushes received in ${seconds(pushedAt)}`,
    );
    failed = copies?.count !== PEOPLE || pushService.received.length < devices || pushedAt > LIMIT_MS;
  } finally {
    await app.close();
  }
} finally {
  await pushService.close();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(failed ? `FAILED: over ${seconds(LIMIT_MS)} or incomplete` : `within ${seconds(LIMIT_MS)}`);
process.exit(failed ? 1 : 0);
