import type { Db, Queryable } from './db.ts';
import { DatabaseUnavailableError } from './database-errors.ts';

/** The part of the app's logger the monitor writes to. */
export interface AvailabilityLog {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** What the log says about the failure: no stack, which would repeat the same frames for every outage. */
function describeFailure(error: unknown): { code?: string; message: string } {
  const root = error instanceof DatabaseUnavailableError ? error.cause : error;
  if (!(root instanceof Error)) return { message: String(root) };
  const code = 'code' in root && typeof root.code === 'string' ? root.code : undefined;
  return code === undefined ? { message: root.message } : { code, message: root.message };
}

/**
 * Tracks whether the database answers, so that an outage is logged once when it starts and once when it
 * ends (with how many requests it refused and how long it lasted), instead of once per request.
 */
export class DatabaseAvailability {
  #operationsStarted = 0;
  /** Operations numbered from this one started during the outage; null while the database is up. */
  #outageFirstOperation: number | null = null;
  #outageStartedAt = 0;
  #failedRequests = 0;
  #outagesStarted = 0;

  constructor(
    private readonly log: AvailabilityLog,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get isUp(): boolean {
    return this.#outageFirstOperation === null;
  }

  /** Outages seen to begin since start (the metrics count them). */
  get outagesStarted(): number {
    return this.#outagesStarted;
  }

  /** Numbers a database operation as it starts, for reportSuccess. */
  begin(): number {
    this.#operationsStarted += 1;
    return this.#operationsStarted;
  }

  /** The database could not be reached. */
  reportFailure(error: unknown): void {
    if (this.#outageFirstOperation !== null) return;
    this.#outageFirstOperation = this.#operationsStarted + 1;
    this.#outageStartedAt = this.now();
    this.#outagesStarted += 1;
    this.#failedRequests = 0;
    this.log.error({ cause: describeFailure(error) }, 'database unavailable');
  }

  /**
   * An operation numbered `operation` got an answer from the database. One that was already in flight
   * when the outage began proves nothing about now, so only an operation started since counts.
   */
  reportSuccess(operation: number): void {
    if (this.#outageFirstOperation === null || operation < this.#outageFirstOperation) return;
    const outageMs = Math.round(this.now() - this.#outageStartedAt);
    this.log.info({ failedRequests: this.#failedRequests, outageMs }, 'database available again');
    this.#outageFirstOperation = null;
  }

  /**
   * A request was refused because the database is down: it is counted in the "available again" line and
   * gets no request line of its own.
   */
  countRefusedRequest(request: { summarisedInLog?: boolean }): void {
    this.#failedRequests += 1;
    request.summarisedInLog = true;
  }
}

/**
 * The database, reporting every operation's outcome to `availability`. Any answer from the database, an
 * SQL error included, shows that it is reachable; only DatabaseUnavailableError (raised by the drivers)
 * counts as a failure.
 */
export function watchAvailability(db: Db, availability: DatabaseAvailability): Db {
  async function watched<T>(run: () => Promise<T>): Promise<T> {
    const operation = availability.begin();
    try {
      const result = await run();
      availability.reportSuccess(operation);
      return result;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) availability.reportFailure(error);
      else availability.reportSuccess(operation);
      throw error;
    }
  }
  return {
    query: <Row>(sql: string, params?: readonly unknown[]) => watched(() => db.query<Row>(sql, params)),
    exec: (sql) => watched(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => watched(() => db.transaction(fn)),
    poolStats: () => db.poolStats(),
    close: () => db.close(),
  };
}
