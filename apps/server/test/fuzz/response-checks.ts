import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { GeneratedRequest } from './request-arbitraries.ts';

/** Sends a generated request as the caller, exactly as generated (raw URL, raw payload). */
export function send(
  app: FastifyInstance,
  request: GeneratedRequest,
  headers: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...headers,
      ...(request.payload === null ? {} : { 'content-type': request.payload.contentType }),
    },
    ...(request.payload === null ? {} : { payload: request.payload.body }),
  });
}

/** The request and its answer, as a failure shows them (cut short: some generated values are long). */
export function exchangeOf(request: GeneratedRequest, response: LightMyRequestResponse): string {
  const body =
    request.payload === null ? '' : ` [${request.payload.contentType}] ${request.payload.body.slice(0, 300)}`;
  return (
    `${request.method} ${request.url.slice(0, 300)}${body}\n` +
    `→ ${String(response.statusCode)} ${response.body.slice(0, 300)}`
  );
}

/** Why the answer is not a WordPress-style error `{code, message, data: {status}}`, or null when it is. */
export function wpErrorProblem(response: LightMyRequestResponse): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return 'not JSON';
  }
  const { code, message, data } = (body ?? {}) as {
    code?: unknown;
    message?: unknown;
    data?: { status?: unknown };
  };
  if (typeof code !== 'string' || typeof message !== 'string') return 'no string code and message';
  if (data?.status !== response.statusCode) {
    return `data.status ${String(data?.status)} is not the HTTP status`;
  }
  return null;
}

/** Counts answers by status and error code, so the run shows how far the requests got. */
export class AnswerTally {
  private readonly counts = new Map<string, number>();
  total = 0;

  add(response: LightMyRequestResponse): void {
    this.total += 1;
    let key = String(response.statusCode);
    if (response.statusCode >= 400) {
      const code = (() => {
        try {
          return (response.json<{ code?: unknown }>().code ?? '') as string;
        } catch {
          return '';
        }
      })();
      if (typeof code === 'string' && code !== '') key += ` ${code}`;
    }
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** How many answers had a status in [from, to). */
  between(from: number, to: number): number {
    let sum = 0;
    for (const [key, count] of this.counts) {
      const status = Number.parseInt(key, 10);
      if (status >= from && status < to) sum += count;
    }
    return sum;
  }

  toString(): string {
    return [...this.counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => `${key}: ${String(count)}`)
      .join(', ');
  }
}
