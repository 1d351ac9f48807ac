import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseUnavailableError } from './database-errors.ts';
import type { Queryable } from './db.ts';

/** The part of a logger the wait writes to: one line per retry. */
export interface WaitLog {
  warn(details: object, message: string): void;
}

export interface WaitOptions {
  /** Give up once this long has passed since the first attempt (0: one attempt only). */
  timeoutMs: number;
  log: WaitLog;
  /** The first pause between attempts; each next one doubles, up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  now?: () => number;
  pause?: (ms: number) => Promise<unknown>;
}

/** The database did not accept connections before the start-up wait was over. */
export class DatabaseStartupTimeoutError extends Error {
  constructor(
    readonly waitedMs: number,
    readonly attempts: number,
    cause: unknown,
  ) {
    const reason = cause instanceof DatabaseUnavailableError ? failureOf(cause) : { message: String(cause) };
    super(
      `The database did not accept connections within ${String(Math.round(waitedMs / 1000))} s ` +
        `(${String(attempts)} attempt${attempts === 1 ? '' : 's'}; DATABASE_STARTUP_TIMEOUT_SECONDS): ` +
        (reason.message === '' ? (reason.code ?? 'no reason given') : reason.message),
      { cause },
    );
    this.name = 'DatabaseStartupTimeoutError';
  }
}

/** The driver's reason, for the log: its code and message, not a stack that would repeat each retry. */
function failureOf(error: DatabaseUnavailableError): { code?: string; message: string } {
  const root = error.cause;
  if (!(root instanceof Error)) return { message: String(root) };
  const code = 'code' in root && typeof root.code === 'string' ? root.code : undefined;
  return code === undefined ? { message: root.message } : { code, message: root.message };
}

/**
 * Resolves once the database answers a query. While it cannot be reached (not started yet, restarting,
 * "the database system is starting up"), it tries again after a pause that doubles each time (bounded by
 * maxDelayMs and by what is left of the wait), logging each retry once; past timeoutMs it throws
 * DatabaseStartupTimeoutError. Any other error (a wrong password, a database that does not exist) is a
 * configuration mistake no wait will fix: it is thrown at once.
 */
export async function waitForDatabase(db: Queryable, options: WaitOptions): Promise<void> {
  const { timeoutMs, log, initialDelayMs = 250, maxDelayMs = 5_000 } = options;
  const now = options.now ?? (() => performance.now());
  const pause = options.pause ?? sleep;
  const start = now();
  let delayMs = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.query('SELECT 1');
      return;
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError)) throw error;
      const waitedMs = now() - start;
      const leftMs = timeoutMs - waitedMs;
      if (leftMs <= 0) throw new DatabaseStartupTimeoutError(waitedMs, attempt, error);
      const retryInMs = Math.round(Math.min(delayMs, leftMs));
      log.warn(
        { attempt, retryInMs, waitedMs: Math.round(waitedMs), timeoutMs, cause: failureOf(error) },
        'database not reachable yet, retrying',
      );
      await pause(retryInMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    }
  }
}
