/**
 * Idle memory of the server (issue #20: "Server RSS idle on PostgreSQL ≤ 150 MB"), `npm run bench:memory
 * -w bench`, not part of npm test. For each database it starts the real server in its own process with the
 * command of `npm start -w apps/server` (its package.json "start"), waits until /health answers, makes one
 * request without credentials (GET /wp-json/wp/v2/posts), lets it idle, then reads the process's memory:
 * VmRSS, RssAnon (heaps: V8, WASM, malloc), RssFile (mapped code) and VmHWM (the peak) from /proc, and the
 * main thread's process.memoryUsage() (heap used, external, array buffers) through a small probe loaded
 * with --import that answers SIGUSR2. Prints the medians over the rounds.
 *
 * Cases: PGlite first start (an empty folder: migrates and seeds the sample campus), PGlite second start
 * (the same folder), PostgreSQL first start (SEED_SAMPLE_DATA=true) and PostgreSQL restart as production
 * runs it (SEED_SAMPLE_DATA=false, the default with DATABASE_URL).
 *
 * Environment (every variable optional):
 *   BENCH_DATABASES       pglite,postgres
 *   BENCH_COMMANDS        start (npm start's command); `tsx` runs `node --import tsx src/main.ts`, to compare
 *   BENCH_ROUNDS          3
 *   BENCH_IDLE_SECONDS    15 (after the request, before reading: past the server's collection
 *                       once idle 10 s, src/http/idle-garbage-collection.ts)
 *   BENCH_LOG_LEVEL       warn (the server's LOG_LEVEL)
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchDatabases, type DatabaseKind } from './load/database.ts';
import { envList } from './load/env-list.ts';
import {
  buildServer,
  serverStartCommand,
  startPortal,
  type ServerStartCommand,
} from './load/portal-process.ts';

type Command = 'start' | 'tsx';

const env = process.env;
const DATABASES = envList<DatabaseKind>(env.BENCH_DATABASES, ['pglite', 'postgres'], 'BENCH_DATABASES');
const COMMANDS = envList<Command>(env.BENCH_COMMANDS, ['start', 'tsx'], 'BENCH_COMMANDS', ['start']);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const IDLE_SECONDS = Number(env.BENCH_IDLE_SECONDS ?? 15);
const LOG_LEVEL = env.BENCH_LOG_LEVEL ?? 'warn';
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS: a positive integer');
if (!(IDLE_SECONDS >= 0)) throw new Error('BENCH_IDLE_SECONDS: a number of seconds');

/**
 * Loaded into the server with --import: on SIGUSR2 it writes the main thread's process.memoryUsage() to
 * the file IDLE_MEMORY_PROBE_FILE names. Plain JavaScript, so that it loads with or without tsx; a few
 * kilobytes, nothing else.
 */
const PROBE = `data:text/javascript,${encodeURIComponent(`
import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => {
  writeFileSync(process.env.IDLE_MEMORY_PROBE_FILE, JSON.stringify(process.memoryUsage()));
});
`)}`;

interface Reading {
  rss: number;
  rssAnon: number;
  rssFile: number;
  peak: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  postsStatus: number;
}

const MB = 1024 * 1024;

async function probeMemory(pid: number, file: string): Promise<NodeJS.MemoryUsage> {
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as NodeJS.MemoryUsage;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('the memory probe did not answer');
}

async function nodeCommand(command: Command): Promise<ServerStartCommand> {
  const server =
    command === 'start' ? await serverStartCommand() : { env: {}, args: ['--import', 'tsx', 'src/main.ts'] };
  return { env: server.env, args: ['--import', PROBE, ...server.args] };
}

/** One start of the server on databaseEnv, measured after a request and the idle wait. */
async function measureStart(command: Command, databaseEnv: Record<string, string>): Promise<Reading> {
  const folder = await mkdtemp(join(tmpdir(), 'campus-idle-memory-'));
  const probeFile = join(folder, 'memory.json');
  try {
    const portal = await startPortal({
      databaseEnv: { ...databaseEnv, IDLE_MEMORY_PROBE_FILE: probeFile },
      large: false,
      logLevel: LOG_LEVEL,
      command: await nodeCommand(command),
    });
    try {
      const response = await fetch(`${portal.origin}/wp-json/wp/v2/posts`);
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
      const usage = await probeMemory(portal.pid, probeFile);
      const status = await portal.memoryStatusMb();
      return {
        rss: status.VmRSS ?? Number.NaN,
        rssAnon: status.RssAnon ?? Number.NaN,
        rssFile: status.RssFile ?? Number.NaN,
        peak: status.VmHWM ?? Number.NaN,
        heapUsed: usage.heapUsed / MB,
        heapTotal: usage.heapTotal / MB,
        external: usage.external / MB,
        arrayBuffers: usage.arrayBuffers / MB,
        postsStatus: response.status,
      };
    } finally {
      await portal.stop();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const COLUMNS: { key: keyof Reading; title: string }[] = [
  { key: 'rss', title: 'RSS' },
  { key: 'rssAnon', title: 'RssAnon' },
  { key: 'rssFile', title: 'RssFile' },
  { key: 'peak', title: 'peak RSS' },
  { key: 'heapUsed', title: 'heap used' },
  { key: 'heapTotal', title: 'heap total' },
  { key: 'external', title: 'external' },
  { key: 'arrayBuffers', title: 'array buffers' },
];

const databases = new BenchDatabases();
const results: { name: string; readings: Reading[] }[] = [];
try {
  if (COMMANDS.includes('start')) await buildServer();
  const start = await serverStartCommand();
  const assignments = Object.entries(start.env).map(([name, value]) => `${name}=${value} `);
  console.log(
    `server command (npm start -w apps/server): ${assignments.join('')}node ${start.args.join(' ')}`,
  );
  for (const command of COMMANDS) {
    for (const kind of DATABASES) {
      const first: Reading[] = [];
      const second: Reading[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const data = await databases.create(kind, `idle_memory_${command}_${String(round)}`);
        try {
          first.push(await measureStart(command, data.env));
          // A restart on the same data; on PostgreSQL as production runs it, without sample seeding.
          const restartEnv = kind === 'postgres' ? { ...data.env, SEED_SAMPLE_DATA: 'false' } : data.env;
          second.push(await measureStart(command, restartEnv));
        } finally {
          await data.drop();
        }
        console.log(`${command} ${kind} round ${String(round)}/${String(ROUNDS)} measured`);
      }
      results.push({ name: `${command} · ${kind} · first start (seeds)`, readings: first });
      results.push({
        name: `${command} · ${kind} · ${kind === 'postgres' ? 'restart, no seeding' : 'second start'}`,
        readings: second,
      });
    }
  }
} finally {
  await databases.close();
}

console.log(
  `\nMemory after one request and ${String(IDLE_SECONDS)} s idle, MB, median of ${String(ROUNDS)} start(s); ` +
    'heap/external/array buffers: main thread only (process.memoryUsage)\n',
);
console.log(`| case | ${COLUMNS.map((column) => column.title).join(' | ')} | posts status |`);
console.log(`|---|${COLUMNS.map(() => '---:').join('|')}|---:|`);
for (const { name, readings } of results) {
  const cells = COLUMNS.map((column) => median(readings.map((reading) => reading[column.key])).toFixed(0));
  const statuses = [...new Set(readings.map((reading) => reading.postsStatus))].join(',');
  console.log(`| ${name} | ${cells.join(' | ')} | ${statuses} |`);
}
