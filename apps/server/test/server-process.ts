import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll } from 'vitest';
import { serverPath } from '../src/server-files.ts';
import { startPostgresServer, type PostgresServer } from './postgres-server.ts';

/** A real server process, started as e2e starts it: `node --import tsx src/main.ts`. */
export interface ServerProcess {
  readonly origin: string;
  readonly pid: number;
  /** Every line it wrote to stdout and stderr so far (JSON log lines, or plain text before the logger). */
  readonly output: string[];
  /** Its exit code (null: ended by a signal), once it has exited. */
  readonly exited: Promise<number | null>;
  /** Resolves once `path` answers 200; rejects if the process exits first or `timeoutMs` passes. */
  waitFor(path: string, timeoutMs: number): Promise<void>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL if still running, and wait for the end (test clean-up). */
  kill(): Promise<void>;
}

/**
 * Starts the server (or another command of apps/server, e.g. src/migrate-command.ts) from the sources on
 * `port` with `env` (on top of a neutral test environment: loopback, no web build, info logs, no drain).
 * The caller owns the process and must end it.
 */
export function startServerProcess(
  port: number,
  env: Record<string, string>,
  script = 'src/main.ts',
): ServerProcess {
  const origin = `http://127.0.0.1:${String(port)}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverPath('.'),
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      WEB_DIST_DIR: '/nonexistent/web/dist',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines.filter((line) => line !== ''));
    });
  }
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  return {
    origin,
    pid: child.pid ?? 0,
    output,
    exited,
    async waitFor(path, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (hasExited) {
          throw new Error(`the server exited before ${path} answered 200:\n${output.join('\n')}`);
        }
        try {
          const response = await fetch(`${origin}${path}`);
          await response.arrayBuffer();
          if (response.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await sleep(100);
      }
      throw new Error(`${path} did not answer 200 within ${String(timeoutMs)} ms:\n${output.join('\n')}`);
    },
    signal(signal) {
      child.kill(signal);
    },
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The JSON log lines of a process with the given message. */
export function logLines(process: ServerProcess, message: string): Record<string, unknown>[] {
  return process.output.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry['msg'] === message ? [entry] : [];
    } catch {
      return [];
    }
  });
}

/**
 * A describe's own PostgreSQL cluster, started in its beforeAll, and the server processes its tests start
 * (each pushed on `running`): after the last test every process still running is killed, then the cluster
 * is destroyed. Call it in the describe and ask `postgres()` in the tests.
 */
export function postgresWithServers(): { postgres: () => PostgresServer; running: ServerProcess[] } {
  let cluster: PostgresServer | undefined;
  const running: ServerProcess[] = [];
  beforeAll(async () => {
    cluster = await startPostgresServer();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(running.map((server) => server.kill()));
    await cluster?.destroy();
  });
  const postgres = () => {
    if (cluster === undefined) throw new Error('postgresWithServers: the cluster starts in beforeAll');
    return cluster;
  };
  return { postgres, running };
}
