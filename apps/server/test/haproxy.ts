import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverPath } from '../src/server-files.ts';

/** Debian's HAProxy (`apt-get install haproxy`; .ci/run installs it), else one on PATH; null if none. */
export function haproxyBinary(): string | null {
  const candidates = [
    '/usr/sbin/haproxy',
    ...(process.env['PATH'] ?? '').split(delimiter).map((dir) => join(dir, 'haproxy')),
  ];
  return candidates.find((path) => path !== 'haproxy' && existsSync(path)) ?? null;
}

export const NO_HAPROXY_REASON =
  'Balancer tests skipped: HAProxy is not installed (apt-get install haproxy; .ci/run installs it).';

/** The repository's balancer configuration, the one docs/operations.md documents. */
export const HAPROXY_CONFIG = serverPath('../../deploy/haproxy/haproxy.cfg');

export interface Haproxy {
  readonly origin: string;
  /** The state HAProxy's health checks give each server of the portal backend: UP, DOWN… */
  serverStates(): Promise<Record<string, string>>;
  /** Resolves once every named server is in `state`. */
  waitFor(state: string, servers: readonly string[], timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts HAProxy in the foreground with the repository's configuration, in front of `servers`. */
export function startHaproxy(options: {
  port: number;
  statsPort: number;
  servers: readonly [string, string];
}): Haproxy {
  const binary = haproxyBinary();
  if (binary === null) throw new Error(NO_HAPROXY_REASON);
  const child = spawn(binary, ['-db', '-f', HAPROXY_CONFIG], {
    env: {
      PATH: process.env['PATH'] ?? '',
      // The names compose.yaml sets (deploy/haproxy/haproxy.cfg).
      BALANCER_PORT: String(options.port),
      BALANCER_STATS_BIND: `127.0.0.1:${String(options.statsPort)}`,
      PORTAL_1: options.servers[0],
      PORTAL_2: options.servers[1],
    },
    // Its access log (a line per request) is not needed: the test counts what the clients got.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const stats = `http://127.0.0.1:${String(options.statsPort)}/stats;csv`;

  async function serverStates(): Promise<Record<string, string>> {
    const csv = await (await fetch(stats)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const name = columns.indexOf('svname');
    const status = columns.indexOf('status');
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[0] === 'portal' && !['FRONTEND', 'BACKEND'].includes(cells[name] ?? ''))
        .map((cells) => [cells[name] ?? '', cells[status] ?? '']),
    );
  }

  return {
    origin: `http://127.0.0.1:${String(options.port)}`,
    serverStates,
    async waitFor(state, servers, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      let last: Record<string, string> = {};
      while (Date.now() < deadline) {
        try {
          last = await serverStates();
          if (servers.every((server) => last[server] === state)) return;
        } catch {
          // Not listening yet.
        }
        await sleep(100);
      }
      throw new Error(`HAProxy did not see ${servers.join(', ')} ${state} in time: ${JSON.stringify(last)}`);
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
