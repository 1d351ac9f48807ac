import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  /**
   * CPU time the server process spent per answered request (every thread, PGlite's included): unlike
   * req/s, it hardly moves when other work shares the machine.
   */
  serverCpuMs: number;
  /** CPU time the PostgreSQL cluster spent per answered request; null when the database is in process. */
  databaseCpuMs: number | null;
}

/** Samplers of the CPU time used so far (ms) by the server and by its database server, if any. */
export interface CpuSamplers {
  server: () => Promise<number>;
  database: (() => Promise<number>) | null;
}

/**
 * Drives one URL with `connections` keep-alive connections for `seconds` (autocannon; this machine has
 * no wrk on PATH). Throughput counts only 2xx answers: an error is not work done.
 */
export async function drive(options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  cpu: CpuSamplers;
}): Promise<LoadFigures> {
  const serverBefore = await options.cpu.server();
  const databaseBefore = options.cpu.database === null ? 0 : await options.cpu.database();
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
  });
  const serverAfter = await options.cpu.server();
  const databaseAfter = options.cpu.database === null ? 0 : await options.cpu.database();
  const answered = Math.max(1, result['2xx']);
  return {
    serverCpuMs: (serverAfter - serverBefore) / answered,
    databaseCpuMs: options.cpu.database === null ? null : (databaseAfter - databaseBefore) / answered,
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's errors include its timeouts; a run in which nothing was answered is a failure too
    // (autocannon counts requests still in flight at the end as nothing at all).
    errors: result.errors + result.non2xx + (result['2xx'] === 0 ? 1 : 0),
  };
}
