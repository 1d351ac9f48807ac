import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { wpErrorBody } from '@campus/domain/wp-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

interface ClientError extends Error {
  code?: string;
}

/** What Node's HTTP parser refuses before Fastify sees a request, in WordPress style. */
function refusal(error: ClientError): { status: number; code: string; message: string } {
  // Node's limit on the request line and headers together (16 KiB): a URL over it lands here.
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'rest_request_too_large',
      message: 'The request URL or headers are too large.',
    };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'rest_request_timeout', message: 'The request took too long to arrive.' };
  }
  return { status: 400, code: 'rest_bad_request', message: 'The request could not be understood.' };
}

/**
 * Fastify's clientErrorHandler: answers a request the HTTP parser refused with a WordPress-style body
 * (Fastify's default body is its own shape), then closes the connection, which the parser cannot resume.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const { status, code, message } = refusal(error);
  const body = JSON.stringify(wpErrorBody(status, code, message));
  socket.end(
    [
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${String(Buffer.byteLength(body))}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * Fastify's frameworkErrors: what its router refuses before any route runs (a path parameter longer than
 * the router allows, a URL it cannot decode), answered in WordPress style instead of Fastify's own shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body = tooLong
    ? wpErrorBody(414, 'rest_uri_too_long', 'A path parameter is too long.')
    : wpErrorBody(400, 'rest_bad_request', 'The request URL is malformed.');
  void reply.status(body.data.status).send(body);
}
