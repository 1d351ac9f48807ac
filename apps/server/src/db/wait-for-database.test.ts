import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { openTestDb } from '../../test/test-app.ts';
import { openPostgres } from './pg-db.ts';
import { DatabaseStartupTimeoutError, waitForDatabase } from './wait-for-database.ts';

function recordingLog() {
  const lines: { details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    log: {
      warn: (details: object, message: string) =>
        lines.push({ details: details as Record<string, unknown>, message }),
    },
  };
}

describe('waiting for the database at start', () => {
  it('resolves at once when the database answers, logging nothing', async () => {
    const db = await openTestDb('empty');
    const { lines, log } = recordingLog();
    await waitForDatabase(db, { timeoutMs: 5_000, log });
    expect(lines).toEqual([]);
    await db.close();
  });

  it('retries a database that refuses connections with doubling pauses, one log line each, then gives up', async () => {
    // Nothing listens on this port: every attempt is a real ECONNREFUSED. The clock is the test's, so the
    // 10 s wait takes no time.
    const db = openPostgres(
      `postgres://portal@127.0.0.1:${String(await freePort())}/portal`,
      () => undefined,
    );
    const { lines, log } = recordingLog();
    let now = 0;
    const pauses: number[] = [];
    const waiting = waitForDatabase(db, {
      timeoutMs: 10_000,
      log,
      now: () => now,
      pause: (ms) => {
        pauses.push(ms);
        now += ms;
        return Promise.resolve();
      },
    });
    const error = await waiting.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    await db.close();

    // 250 ms doubling to the 5 s ceiling, the last pause cut to what is left of the 10 s.
    expect(pauses).toEqual([250, 500, 1_000, 2_000, 4_000, 2_250]);
    expect(lines.map((line) => line.message)).toEqual(
      Array<string>(6).fill('database not reachable yet, retrying'),
    );
    expect(lines[0]?.details).toMatchObject({
      attempt: 1,
      retryInMs: 250,
      timeoutMs: 10_000,
      cause: { code: 'ECONNREFUSED' },
    });
    expect(error).toBeInstanceOf(DatabaseStartupTimeoutError);
    expect((error as Error).message).toMatch(
      /^The database did not accept connections within 10 s \(7 attempts; DATABASE_STARTUP_TIMEOUT_SECONDS\): .*ECONNREFUSED/,
    );
  });

  it('tries once and gives up at once with a wait of 0', async () => {
    const db = openPostgres(
      `postgres://portal@127.0.0.1:${String(await freePort())}/portal`,
      () => undefined,
    );
    const { lines, log } = recordingLog();
    await expect(waitForDatabase(db, { timeoutMs: 0, log })).rejects.toThrow(/within 0 s \(1 attempt;/);
    expect(lines).toEqual([]);
    await db.close();
  });
});
