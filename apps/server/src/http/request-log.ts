import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './logging.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request is accounted for in a summary line instead of its own (requests refused during a
     * database outage: see database-availability.ts), so that an outage does not flood the log.
     */
    summarisedInLog?: boolean;
  }
}

const DETAILED_LEVELS = new Set(['debug', 'trace']);

function isDetailed(request: FastifyRequest): boolean {
  return DETAILED_LEVELS.has(request.log.level);
}

/**
 * One log line per request at `info` (method, redacted URL, status, time; the request id comes with the
 * request's logger) instead of Fastify's two with the whole request and response: a busy portal wrote
 * tens of megabytes an hour of them. `debug` adds a line as the request arrives and a few more fields.
 * Bodies and headers are never logged.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (request.summarisedInLog === true && !error) return;
    const line = {
      method: request.method,
      // originalUrl: the embedded identity provider's mount rewrites request.url without its /oidc prefix.
      url: redactUrl(request.originalUrl),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...(isDetailed(request)
        ? { remoteAddress: request.ip, host: request.host, contentLength: reply.getHeader('content-length') }
        : {}),
    };
    // An error here is the response stream failing (client gone…), after the status was chosen.
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
