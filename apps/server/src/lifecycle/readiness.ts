import type { NotReadyReason } from '@campus/domain/health';
import { DatabaseUnavailableError } from '../db/database-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should get traffic (GET /health/ready); main.ts drains it on SIGTERM. */
    readiness: Readiness;
  }
}

/**
 * What the database lacks of the schema this code needs; empty when complete. buildApp's default names
 * the pending migrations and pg-boss changes (lifecycle/prepare-database.ts) and every table, function
 * and index the migrations create that the database lacks (db/schema-completeness.ts: a half-restored
 * backup); tests pass their own as BuildOptions.schemaCheck.
 */
export type SchemaCheck = () => Promise<readonly string[]>;

export interface ReadinessLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A probe older than this asks the database again (in the background: a probe never waits on it). */
const SCHEMA_RECHECK_MS = 30_000;

/**
 * Whether the instance should receive traffic, answered from memory: a balancer's health check must never
 * wait on the database, or a slow or stopped database would time every instance out at once (issue #28).
 * Not ready while draining (shutting down) or while the schema check finds something missing; the check
 * runs at start and again on a probe at most every 30 s, and a check the database cannot answer keeps the
 * last verdict (an outage is answered by the API's 503, not by taking instances out).
 */
export class Readiness {
  #draining = false;
  #missing: readonly string[] = [];
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<void> | null = null;

  constructor(
    private readonly check: SchemaCheck,
    private readonly log: ReadinessLog,
    private readonly now: () => number = () => performance.now(),
    private readonly recheckMs = SCHEMA_RECHECK_MS,
  ) {}

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on, not ready; there is no way back (the process is on its way out). */
  startDraining(): void {
    this.#draining = true;
  }

  /** Why not ready now (empty: ready); starts a background schema check when the last one is old. */
  reasons(): NotReadyReason[] {
    if (this.now() - this.#checkedAt >= this.recheckMs) void this.checkSchema();
    const reasons: NotReadyReason[] = [];
    if (this.#draining) reasons.push('draining');
    if (this.#missing.length > 0) reasons.push('schema_incomplete');
    return reasons;
  }

  /** Runs the schema check (one at a time); resolves when it is done, whatever it found. */
  checkSchema(): Promise<void> {
    this.#checking ??= this.#runCheck().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  async #runCheck(): Promise<void> {
    this.#checkedAt = this.now();
    let missing: readonly string[];
    try {
      missing = await this.check();
    } catch (error) {
      // The database monitor logs an outage once; the verdict stays what it was.
      if (!(error instanceof DatabaseUnavailableError)) {
        this.log.error({ err: error }, 'schema check failed');
      }
      return;
    }
    if (missing.length > 0 && this.#missing.length === 0) {
      this.log.error({ missing }, 'schema incomplete: not ready');
    } else if (missing.length === 0 && this.#missing.length > 0) {
      this.log.info({}, 'schema complete again: ready');
    }
    this.#missing = missing;
  }
}
