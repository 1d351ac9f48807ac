/**
 * The two kinds of database failure the HTTP layer answers differently from a bug: the database cannot be
 * reached (503, the client should retry) and the database refused a value as malformed (400).
 */

/** The database cannot be reached or is shutting down; the request may succeed if retried later. */
export class DatabaseUnavailableError extends Error {
  /**
   * The status HTTP frameworks answer for an error nobody maps (the http-errors convention): the embedded
   * identity provider's Koa app and its error handler read it, so an outage there is a 503, not a 500.
   */
  readonly statusCode = 503;

  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Socket errors of a connection that failed or broke (Node's errno codes). */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not accepting connections: admin/crash shutdown, starting
 * up (57P0x), too many connections (53300). Class 08 (connection exception) is matched as a class.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or timed-out connection with a plain Error, recognisable only by message. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** Whether a node-postgres error means "cannot talk to PostgreSQL" rather than "this statement failed". */
export function isPostgresConnectionFailure(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined) {
    if (SOCKET_ERROR_CODES.has(code)) return true;
    if (SQLSTATE.test(code)) return code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code);
  }
  if (!(error instanceof Error)) return false;
  if (PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // The pool wraps a failed connect's socket error in `cause`.
  return error.cause !== undefined && error.cause !== error && isPostgresConnectionFailure(error.cause);
}

/**
 * Whether the database refused a value as malformed (SQLSTATE class 22, data exception: a NUL byte in text,
 * an integer out of range, an invalid date…). The request's input was bad, so it is the client's error;
 * routes validate their input first, this is the backstop.
 */
export function isInvalidInputError(error: unknown): error is Error & { code: string } {
  const code = errorCode(error);
  return error instanceof Error && code !== undefined && SQLSTATE.test(code) && code.startsWith('22');
}

/** SQLSTATE query_canceled: what PostgreSQL raises when a statement outlives statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Whether PostgreSQL cancelled the statement (DATABASE_STATEMENT_TIMEOUT_MS: a lock held too long, an
 * overloaded server, a runaway query). The portal never cancels statements itself, so this is the timeout.
 */
export function isStatementTimeout(error: unknown): boolean {
  return errorCode(error) === QUERY_CANCELED;
}

/** How a failed database operation is counted in the metrics (portal_db_query_errors_total). */
export type QueryErrorKind = 'unavailable' | 'timeout' | 'invalid_input' | 'other';

export function queryErrorKind(error: unknown): QueryErrorKind {
  if (error instanceof DatabaseUnavailableError) return 'unavailable';
  if (isStatementTimeout(error)) return 'timeout';
  if (isInvalidInputError(error)) return 'invalid_input';
  return 'other';
}
