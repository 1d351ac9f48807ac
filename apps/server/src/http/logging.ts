import type { FastifyRequest } from 'fastify';
import { REDACTED, SENSITIVE_QUERY_PARAMS, redactPath, redactText } from '@campus/domain/log-redaction';
import { stdSerializers } from 'pino';
import type { LogLevel } from '../config.ts';

/** Where log lines go (a pino destination); tests pass one to read the lines. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The URL with its secret path segments (a calendar feed's token, an identity provider interaction) and the
 * values of sensitive query parameters replaced, so logs never hold a credential.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return redactPath(url);
  // Pair by pair on the raw string, so the rest of the URL is logged exactly as received.
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name: string;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
      } catch {
        // Undecodable: cannot tell what it is, so treat it as sensitive.
        return `${rawName}=${REDACTED}`;
      }
      return SENSITIVE_QUERY_PARAMS.includes(name) ? `${rawName}=${REDACTED}` : pair;
    });
  return `${redactPath(url.slice(0, queryStart))}?${pairs.join('&')}`;
}

/** Header values that are credentials; they are not logged by default, this guards against a change. */
const REDACTED_PATHS = [
  'authorization',
  'x-identity-token',
  'cookie',
  'set-cookie',
  'x-backend-token',
].flatMap((header) => [`req.headers["${header}"]`, `res.headers["${header}"]`, `headers["${header}"]`]);

export function loggerOptions(level: LogLevel, stream?: LogDestination) {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Every URL the logger writes goes through redactUrl, here and in request-log.ts.
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        // originalUrl: the embedded identity provider's mount strips its /oidc prefix from request.url.
        url: redactUrl(request.originalUrl),
        host: request.host,
        remoteAddress: request.ip,
      }),
      // An error's text may quote the URL or a value it failed on (a library's message, a stack frame).
      err: (error: Error) => {
        const serialised = stdSerializers.err(error);
        return {
          ...serialised,
          message: redactText(serialised.message),
          stack: redactText(serialised.stack),
        };
      },
    },
    ...(stream === undefined ? {} : { stream }),
  };
}
