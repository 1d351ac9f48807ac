import { WpHttpError, wpErrorBody, type InvalidParams } from '@campus/domain/wp-error';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { DatabaseUnavailableError, isInvalidInputError, isStatementTimeout } from '../db/database-errors.ts';

export const NO_ROUTE_MESSAGE = 'No route was found matching the URL and request method.';

/** How long a client should wait before retrying while the database is down (Retry-After, seconds). */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again shortly.';

/** The 503 of a database outage; the outage itself is logged once by the database monitor. */
export function sendServiceUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .send(wpErrorBody(503, 'rest_service_unavailable', SERVICE_UNAVAILABLE_MESSAGE));
}

/** WordPress-style codes and messages for the body parser's refusals (Fastify's FST_ERR_CTP_* errors). */
const BODY_PARSER_ERRORS: Readonly<Record<string, { code: string; message: string }>> = {
  // WordPress's own code and message for a body that does not parse.
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'rest_invalid_json', message: 'Invalid JSON body passed.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'rest_invalid_json', message: 'Invalid JSON body passed.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'rest_payload_too_large', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'rest_unsupported_media_type',
    message: 'The content type of the request body is not supported.',
  },
};

/**
 * The refused parameters of a schema validation failure (Ajv runs with allErrors, so every bad parameter is
 * there), each with Ajv's reason: `{per_page: 'must be <= 100'}`. The parameter is the first segment of
 * the path into the query, params or body; a missing one is named by the `required` error.
 */
function reasonOf(issue: FastifySchemaValidationError): string {
  // A pattern's regular expression tells the client nothing: say what it means instead.
  if (issue.keyword === 'pattern') return 'has an invalid format';
  // `additionalProperties: not {}`: a field the request may not set (ProfileUpdateBodySchema).
  if (issue.keyword === 'not') return 'cannot be changed';
  // A list that is a set (houses, tags): Ajv's message counts items from 0, which helps nobody.
  if (issue.keyword === 'uniqueItems') return 'must not name the same item twice';
  return issue.message ?? 'is invalid';
}

export function invalidParams(issues: FastifySchemaValidationError[]): InvalidParams {
  const params: InvalidParams = {};
  for (const issue of issues) {
    const missing = issue.params['missingProperty'];
    // JSON Pointer escapes (~1 for /, ~0 for ~) are undone so each name is the parameter's own.
    const segments = issue.instancePath
      .split('/')
      .slice(1)
      .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
    // The fields of an ACF update (PUT /acf/v3/…, body {acf: {…}}) are its parameters, as ACF names them.
    const at = segments[0] === 'acf' && segments.length > 1 ? 1 : 0;
    const parameter = segments[at] ?? (typeof missing === 'string' ? missing : undefined);
    if (parameter === undefined || parameter === '') continue;
    // A value inside a parameter is named in the reason as WordPress does: `en[locations][0][url] …`.
    const inside = segments.slice(at + 1);
    const reason =
      inside.length === 0
        ? reasonOf(issue)
        : `${parameter}${inside.map((segment) => `[${segment}]`).join('')} ${reasonOf(issue)}`;
    params[parameter] ??= reason;
  }
  return params;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error && typeof error.code === 'string';
}

/**
 * Every failure becomes a WordPress-style body with the right status; a 500 never says more than that an
 * error occurred (the details go to the log, not to the client).
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof WpHttpError) {
    return reply
      .status(error.status)
      .send(wpErrorBody(error.status, error.code, error.message, error.params));
  }
  if (isFastifyError(error) && error.validation !== undefined) {
    const params = invalidParams(error.validation);
    const names = Object.keys(params);
    const message =
      names.length === 0 ? 'Invalid parameter(s).' : `Invalid parameter(s): ${names.join(', ')}`;
    return reply.status(400).send(wpErrorBody(400, 'rest_invalid_param', message, params));
  }
  if (error instanceof DatabaseUnavailableError) return sendServiceUnavailable(reply);
  if (isStatementTimeout(error)) {
    // Transient as an outage is (a lock held too long, an overloaded server): the client may retry. Logged
    // per request, with its route, as a slow statement is worth finding.
    request.log.warn({ route: request.routeOptions.url }, 'database statement timed out');
    return sendServiceUnavailable(reply);
  }
  if (isInvalidInputError(error)) {
    // The database refused a value the route's schema let through: the client's input, but also a gap in
    // that schema worth seeing in the log.
    request.log.warn({ sqlState: error.code }, 'input refused by the database');
    return reply.status(400).send(wpErrorBody(400, 'rest_invalid_param', 'Invalid parameter(s).'));
  }
  const status = isFastifyError(error) ? (error.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500 && isFastifyError(error)) {
    // Fastify's own 4xx (bad JSON, unsupported media type, body too large…) carry safe, useful messages.
    request.log.debug({ code: error.code }, 'request refused');
    const known = BODY_PARSER_ERRORS[error.code];
    const code = known?.code ?? 'rest_bad_request';
    return reply.status(status).send(wpErrorBody(status, code, known?.message ?? error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(wpErrorBody(500, 'rest_internal_error', 'An internal error occurred.'));
}
