import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Past this, a close still waiting on a request (or a job) gives up: the process exits 1. */
const CLOSE_TIMEOUT_MS = 30_000;
/**
 * While closing, how often connections that have become idle are closed: Node closes those idle when the
 * close begins, and a keep-alive connection whose request finishes later would otherwise stay open for
 * the keep-alive timeout (answers from Fastify's routes say `Connection: close` by then; the embedded
 * identity provider's, written by its own framework, may not).
 */
const IDLE_SWEEP_MS = 250;

export interface DrainOptions {
  /** How long to keep serving while not ready, for the balancer to notice (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** Aborted: end the drain now (a second signal). */
  cutShort?: AbortSignal;
  closeTimeoutMs?: number;
}

/**
 * Takes the instance out of a balancer without losing a request (issue #28; docs/decisions/023), each
 * phase logged:
 * 1. draining: /health/ready answers 503 at once, and every answer closes its connection, while the server
 *    goes on serving for `drainMs`, long enough for the balancer's health check to take it out;
 * 2. closing: the server stops accepting connections, closes the idle ones and waits for the requests in
 *    flight; then the job queue stops (jobs in progress finish) and the database closes;
 * 3. stopped. Resolves true once closed, false if closing failed or outlasted its timeout.
 */
export async function drainAndClose(app: FastifyInstance, options: DrainOptions): Promise<boolean> {
  app.readiness.startDraining();
  app.log.info({ drainSeconds: options.drainMs / 1000 }, 'draining: not ready, still serving');
  if (options.drainMs > 0) {
    await sleep(options.drainMs, undefined, { signal: options.cutShort }).catch(() => {
      app.log.info({}, 'drain cut short');
    });
  }
  app.log.info({}, 'closing: no new connections, finishing the requests in flight');
  const closeTimeoutMs = options.closeTimeoutMs ?? CLOSE_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(closeTimeoutMs);
  const sweep = setInterval(() => {
    app.server.closeIdleConnections();
  }, IDLE_SWEEP_MS);
  try {
    const closed = await Promise.race([
      app.close().then(() => true),
      new Promise<false>((resolve) => {
        timeout.addEventListener('abort', () => {
          resolve(false);
        });
      }),
    ]);
    if (!closed) {
      app.log.error({ closeTimeoutMs }, 'closing took too long: stopping anyway');
      return false;
    }
  } catch (error) {
    app.log.error({ err: error }, 'closing failed');
    return false;
  } finally {
    clearInterval(sweep);
  }
  app.log.info({}, 'stopped');
  return true;
}

/**
 * SIGTERM (an orchestrator, systemd, `docker stop`) drains for `drainMs`, then closes; SIGINT (Ctrl-C at a
 * terminal) closes without the drain. A second signal ends a drain at once. Exits 0 once closed.
 */
export function closeOnSignals(app: FastifyInstance, drainMs: number, beforeClose: () => void): void {
  const cutShort = new AbortController();
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      cutShort.abort();
      return;
    }
    stopping = true;
    beforeClose();
    app.log.info({ signal }, 'shutting down');
    void drainAndClose(app, { drainMs: signal === 'SIGTERM' ? drainMs : 0, cutShort: cutShort.signal }).then(
      (closed) => process.exit(closed ? 0 : 1),
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
