import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../apps/server/test/free-port.ts';
import { parseScriptCommand } from '../../scripts/bundle/deployment-files.ts';

const SERVER_ROOT = fileURLToPath(new URL('../../apps/server/', import.meta.url));

/** Runs a server command to its end (the large-campus seeding); rejects with its output on failure. */
export function runToEnd(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${script} exited with ${String(code)}`));
    });
  });
}

export interface RunningProcess {
  origin: string;
  pid: number;
  /** Resident set size now, in MB (Linux /proc). */
  rssMb(): Promise<number | null>;
  /** The memory lines of /proc/<pid>/status (VmRSS, RssAnon, RssFile, VmHWM…) in MB; empty once it is gone. */
  memoryStatusMb(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

/** The memory lines of /proc/<pid>/status, in MB (Linux). */
async function memoryStatusMb(pid: number): Promise<Record<string, number>> {
  try {
    const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
    const lines = status.matchAll(/^((?:Vm|Rss)\w+):\s+(\d+) kB$/gm);
    return Object.fromEntries([...lines].map(([, name = '', kb = '0']) => [name, Number(kb) / 1024]));
  } catch {
    return {};
  }
}

/** Builds the server as `npm start -w apps/server` does first (its prestart), when it has a build. */
export async function buildServer(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build', '--if-present'], { cwd: SERVER_ROOT });
}

/** How `npm start -w apps/server` runs the server: the environment it sets, then node's arguments. */
export interface ServerStartCommand {
  env: Record<string, string>;
  args: string[];
}

/**
 * `npm start -w apps/server` (its package.json "start": `NAME=value … node …`), so that a bench runs the
 * server exactly as production does, whatever that script becomes: the allocator's settings included.
 */
export async function serverStartCommand(): Promise<ServerStartCommand> {
  const manifest = JSON.parse(await readFile(`${SERVER_ROOT}package.json`, 'utf8')) as {
    scripts: Record<string, string>;
  };
  const script = manifest.scripts.start ?? '';
  const { env, command, args } = parseScriptCommand(script);
  if (command !== 'node' || [...args, ...Object.values(env)].some((word) => /[$&|;<>'"]/.test(word))) {
    throw new Error(`apps/server's start script is not a plain node command: ${script}`);
  }
  return { env, args };
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/**
 * Starts `node --import tsx <script>` (or node with `args`, e.g. serverStartCommand()'s) with env and waits
 * until readyPath answers 200.
 */
export async function startProcess(options: {
  script: string;
  args?: readonly string[];
  env: Record<string, string>;
  port: number;
  readyPath: string;
  cwd?: string;
}): Promise<RunningProcess> {
  const child = spawn(process.execPath, options.args ?? ['--import', 'tsx', options.script], {
    cwd: options.cwd ?? SERVER_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const origin = `http://127.0.0.1:${String(options.port)}`;
  try {
    await waitUntilAnswering(`${origin}${options.readyPath}`, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    async rssMb() {
      return (await memoryStatusMb(pid)).VmRSS ?? null;
    },
    memoryStatusMb: () => memoryStatusMb(pid),
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The portal as `npm start` runs it (src/main.ts: migrate, seed the sample campus on first start, listen),
 * in its own process, on the given database. The large campus is grown first by `npm run seed:large`'s
 * command, so the server starts on it as it would in production.
 */
export async function startPortal(options: {
  databaseEnv: Record<string, string>;
  large: boolean;
  logLevel: string;
  /** Node's arguments instead of `--import tsx src/main.ts`, and the environment to run it in. */
  command?: { env: Record<string, string>; args: readonly string[] };
}): Promise<RunningProcess> {
  const port = await freePort();
  const env = {
    ...options.command?.env,
    ...options.databaseEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
    LOG_LEVEL: options.logLevel,
    // No balancer to leave: stop at once on SIGTERM (docs/operations.md).
    SHUTDOWN_DRAIN_SECONDS: '0',
  };
  if (options.large) await runToEnd('src/seeding/seed-large-campus-command.ts', env);
  return startProcess({
    script: 'src/main.ts',
    args: options.command?.args,
    env,
    port,
    readyPath: '/health',
  });
}
