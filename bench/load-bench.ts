/**
 * Load bench of the API (issue #20), `npm run bench:load -w bench`, not part of npm test. For each database
 * (PGlite in a temporary folder, and a throwaway PostgreSQL cluster it starts as CI does) and each campus
 * (sample, and large: 12,000 people in 40 houses), it starts the real server as `npm start` does (its own
 * process, its build: dist/main.js), signs a resident in through the embedded identity provider (code + PKCE), then
 * drives each target at each concurrency with autocannon, alternating in every round with a bare node:http
 * ceiling that answers the same body with JSON.stringify per request. Prints the medians over the rounds:
 * req/s, p50, p99, errors, the share of the ceiling, and the CPU time per request of the server, of the
 * PostgreSQL cluster and of the ceiling (read from /proc: the figure to compare on a shared machine, where
 * req/s follows whatever else runs); exits 1 when any request failed.
 *
 * Environment (every variable optional; a quick run: BENCH_ROUNDS=1 BENCH_SECONDS=3 BENCH_DATABASES=pglite
 * BENCH_CAMPUSES=sample BENCH_CONNECTIONS=16 BENCH_TARGETS=posts20):
 *   BENCH_DATABASES    pglite,postgres       BENCH_CAMPUSES   sample,large
 *   BENCH_CONNECTIONS  16,64                 BENCH_TARGETS    posts20,slug,event100,users100,me,search,notifications,triage
 *   BENCH_ROUNDS       3                     BENCH_SECONDS    10 (per run)
 *   BENCH_WARM_UP_SECONDS 3                  BENCH_RESIDENT   alice.martin
 *   BENCH_LOG_LEVEL    warn (the server's LOG_LEVEL)  BENCH_TEAM_MEMBER paul.durand (asks `triage`)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchDatabases, type DatabaseKind } from './load/database.ts';
import { postgresCpuMs, processCpuMs } from './load/cpu-time.ts';
import { drive, type CpuSamplers, type LoadFigures } from './load/drive.ts';
import { envList } from './load/env-list.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import {
  buildServer,
  serverStartCommand,
  startPortal,
  startProcess,
  type RunningProcess,
} from './load/portal-process.ts';
import { formatReport, medianFigures, type Measured } from './load/report.ts';
import { signInOverHttp } from './load/sign-in.ts';
import { chosenTargets, targetPaths, TEAM_TARGETS, type TargetName } from './load/targets.ts';

type Campus = 'sample' | 'large';

const env = process.env;
const DATABASES = envList<DatabaseKind>(env.BENCH_DATABASES, ['pglite', 'postgres'], 'BENCH_DATABASES');
const CAMPUSES = envList<Campus>(env.BENCH_CAMPUSES, ['sample', 'large'], 'BENCH_CAMPUSES');
const CONNECTIONS = (env.BENCH_CONNECTIONS ?? '16,64').split(',').map(Number);
const TARGETS = chosenTargets(env.BENCH_TARGETS);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(env.BENCH_WARM_UP_SECONDS ?? 3);
const RESIDENT = env.BENCH_RESIDENT ?? 'alice.martin';
const TEAM_MEMBER = env.BENCH_TEAM_MEMBER ?? 'paul.durand';
const LOG_LEVEL = env.BENCH_LOG_LEVEL ?? 'warn';

if (CONNECTIONS.some((connections) => !Number.isInteger(connections) || connections < 1)) {
  throw new Error('BENCH_CONNECTIONS: a comma-separated list of positive integers');
}

const CEILING_SCRIPT = fileURLToPath(new URL('load/ceiling-server.ts', import.meta.url));

/** Starts the ceiling server with the portal's own bodies for the same paths. */
async function startCeiling(
  portal: RunningProcess,
  headersOf: (target: TargetName) => Record<string, string>,
  paths: Record<TargetName, string>,
  folder: string,
): Promise<RunningProcess> {
  const bodies: Record<string, unknown> = {};
  for (const target of TARGETS) {
    const response = await fetch(`${portal.origin}${paths[target]}`, { headers: headersOf(target) });
    if (response.status !== 200) {
      throw new Error(`${paths[target]} answered ${String(response.status)}: ${await response.text()}`);
    }
    bodies[paths[target]] = await response.json();
  }
  const bodiesFile = join(folder, 'ceiling-bodies.json');
  await writeFile(bodiesFile, JSON.stringify(bodies));
  const port = await freePort();
  return startProcess({
    script: CEILING_SCRIPT,
    env: { CEILING_PORT: String(port), CEILING_BODIES: bodiesFile },
    port,
    readyPath: '/health',
  });
}

async function measureServer(database: DatabaseKind, campus: Campus, databases: BenchDatabases) {
  const folder = await mkdtemp(join(tmpdir(), 'campus-load-bench-'));
  const data = await databases.create(database, `load_${campus}`);
  const started = performance.now();
  const portal = await startPortal({
    databaseEnv: data.env,
    large: campus === 'large',
    logLevel: LOG_LEVEL,
    command: await serverStartCommand(),
  });
  let ceiling: RunningProcess | null = null;
  try {
    console.log(
      `${database} ${campus}: seeded and started in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const resident = { authorization: `Bearer ${await signInOverHttp(portal.origin, RESIDENT)}` };
    const team = TARGETS.some((target) => TEAM_TARGETS.includes(target))
      ? { authorization: `Bearer ${await signInOverHttp(portal.origin, TEAM_MEMBER)}` }
      : resident;
    const headersOf = (target: TargetName) => (TEAM_TARGETS.includes(target) ? team : resident);
    const paths = await targetPaths(portal.origin, resident);
    ceiling = await startCeiling(portal, headersOf, paths, folder);
    const idleRss = await portal.rssMb();
    const databaseUrl = data.env.DATABASE_URL;
    const portalCpu: CpuSamplers = {
      server: () => processCpuMs(portal.pid),
      database: databaseUrl === undefined ? null : () => postgresCpuMs(Number(new URL(databaseUrl).port)),
    };
    const ceilingPid = ceiling.pid;
    const ceilingCpu: CpuSamplers = { server: () => processCpuMs(ceilingPid), database: null };

    const runs = new Map<string, { portal: LoadFigures[]; ceiling: LoadFigures[] }>();
    const key = (target: TargetName, connections: number) => `${target}@${String(connections)}`;
    const maxConnections = Math.max(...CONNECTIONS);
    for (const target of TARGETS) {
      await drive({
        url: `${portal.origin}${paths[target]}`,
        headers: headersOf(target),
        connections: maxConnections,
        seconds: WARM_UP_SECONDS,
        cpu: portalCpu,
      });
      await drive({
        url: `${ceiling.origin}${paths[target]}`,
        headers: headersOf(target),
        connections: maxConnections,
        seconds: WARM_UP_SECONDS,
        cpu: ceilingCpu,
      });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const connections of CONNECTIONS) {
        for (const target of TARGETS) {
          const entry = runs.get(key(target, connections)) ?? { portal: [], ceiling: [] };
          runs.set(key(target, connections), entry);
          const runPortal = async () => {
            entry.portal.push(
              await drive({
                url: `${portal.origin}${paths[target]}`,
                headers: headersOf(target),
                connections,
                seconds: SECONDS,
                cpu: portalCpu,
              }),
            );
          };
          const runCeiling = async () => {
            if (ceiling === null) return;
            entry.ceiling.push(
              await drive({
                url: `${ceiling.origin}${paths[target]}`,
                headers: headersOf(target),
                connections,
                seconds: SECONDS,
                cpu: ceilingCpu,
              }),
            );
          };
          // Alternated: whatever else the machine does drifts over both sides alike.
          if (round % 2 === 0) {
            await runPortal();
            await runCeiling();
          } else {
            await runCeiling();
            await runPortal();
          }
        }
      }
      console.log(`${database} ${campus}: round ${String(round + 1)}/${String(ROUNDS)} done`);
    }
    const measured: Measured[] = [];
    for (const connections of CONNECTIONS) {
      for (const target of TARGETS) {
        const entry = runs.get(key(target, connections));
        if (entry === undefined) continue;
        measured.push({
          database,
          campus,
          target,
          connections,
          portal: medianFigures(entry.portal),
          ceiling: medianFigures(entry.ceiling),
        });
      }
    }
    return { measured, idleRss };
  } finally {
    await ceiling?.stop();
    await portal.stop();
    await data.drop();
    await rm(folder, { recursive: true, force: true });
  }
}

const databases = new BenchDatabases();
const measured: Measured[] = [];
const memory: string[] = [];
try {
  // The server runs as `npm start` runs it: its build first.
  await buildServer();
  for (const database of DATABASES) {
    for (const campus of CAMPUSES) {
      const result = await measureServer(database, campus, databases);
      measured.push(...result.measured);
      if (result.idleRss !== null) memory.push(`${database} ${campus}: ${result.idleRss.toFixed(0)} MB`);
    }
  }
} finally {
  await databases.close();
}

console.log(
  `\nautocannon, ${String(ROUNDS)} alternated round(s) of ${String(SECONDS)} s per run, medians; resident ${RESIDENT}, team member ${TEAM_MEMBER}\n`,
);
console.log(formatReport(measured));
console.log(`\nServer RSS after start (before load): ${memory.join(', ')}`);
const errors = measured.reduce((sum, line) => sum + line.portal.errors, 0);
if (errors > 0) {
  console.error(`\n${String(errors)} request(s) failed`);
  process.exitCode = 1;
}
