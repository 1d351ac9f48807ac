import type { PoolStats } from './db.ts';

/**
 * The use of a PGlite engine, reported as a pool of one connection: the engine runs one operation at a
 * time, so one in flight is the connection in use and any more are waiting for it.
 */
export class SingleEngineUsage {
  #inFlight = 0;

  /** Runs one operation (a statement, a script or a whole transaction), counted while it runs. */
  async track<T>(run: () => Promise<T>): Promise<T> {
    this.#inFlight += 1;
    try {
      return await run();
    } finally {
      this.#inFlight -= 1;
    }
  }

  stats(open: boolean): PoolStats {
    return {
      max: 1,
      open: open ? 1 : 0,
      inUse: Math.min(this.#inFlight, 1),
      waiting: Math.max(this.#inFlight - 1, 0),
    };
  }
}
