import type { WpError } from '@campus/domain/wp-error';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error the API answers as is, WordPress style: `{code, message, data: {status}}`. */
export class WpHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WpHttpError';
  }
}

export function wpErrorBody(status: number, code: string, message: string): WpError {
  return { code, message, data: { status } };
}

/** JSON schema of the error body, for the responses of every route. */
export const wpErrorSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    data: { type: 'object', properties: { status: { type: 'integer' } }, required: ['status'] },
  },
} as const;

export const NO_ROUTE_MESSAGE = 'No route was found matching the URL and request method.';

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/**
 * Every failure becomes a WordPress-style body with the right status; a 500 never says more than that an
 * error occurred (the details go to the log, not to the client).
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof WpHttpError) {
    return reply.status(error.status).send(wpErrorBody(error.status, error.code, error.message));
  }
  if (isFastifyError(error) && error.validation !== undefined) {
    const params = [
      ...new Set(
        error.validation.map((issue) => issue.instancePath.split('/')[1] ?? issue.params['missingProperty']),
      ),
    ]
      .filter((name): name is string => typeof name === 'string' && name !== '')
      .join(', ');
    return reply
      .status(400)
      .send(
        wpErrorBody(
          400,
          'rest_invalid_param',
          params === '' ? 'Invalid parameter(s).' : `Invalid parameter(s): ${params}`,
        ),
      );
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500 && isFastifyError(error)) {
    // Fastify's own 4xx (bad JSON, unsupported media type, body too large…) carry safe, useful messages.
    request.log.info({ code: error.code }, 'request refused');
    const code = status === 400 && error.code.includes('JSON') ? 'rest_invalid_json' : 'rest_bad_request';
    return reply.status(status).send(wpErrorBody(status, code, error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(wpErrorBody(500, 'rest_internal_error', 'An internal error occurred.'));
}
