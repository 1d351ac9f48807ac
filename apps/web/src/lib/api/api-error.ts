import { isWpError } from '@campus/domain/wp-error';

/** network: no answer at all; timeout: no answer within REQUEST_TIMEOUT_MS; http: an error status. */
export type ApiErrorKind = 'http' | 'network' | 'timeout';

/** What every failed API call throws: the status (0 without an answer) and the WordPress error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** The parsed response body: a WpError for the portal server, anything for a foreign one. */
    readonly body: unknown,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** The WordPress error code, when the body is a WordPress error. */
  get code(): string | undefined {
    return isWpError(this.body) ? this.body.code : undefined;
  }

  /** Spec §7: retry on network errors, timeouts and server errors, never on a client error. */
  get retryable(): boolean {
    return this.kind !== 'http' || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
