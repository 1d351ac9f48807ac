import autocannon from 'autocannon';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
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
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result['2xx'] / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon's errors include its timeouts.
    errors: result.errors + result.non2xx,
  };
}
