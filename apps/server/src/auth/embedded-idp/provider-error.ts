import { DatabaseUnavailableError, isInvalidInputError } from '../../db/database-errors.ts';
import type { MessageKind } from './pages.ts';

export interface ProviderErrorPage {
  status: number;
  kind: MessageKind;
  /** The OAuth error code shown on the page (a public value), if any. */
  code?: string;
}

/**
 * The page for an error oidc-provider renders itself (status, OAuth error code, underlying error). Its
 * server_error hides two cases that are not the server's fault: the database down (503, try again) and a
 * request value the database refused as malformed, such as a NUL byte in client_id (400 invalid_request).
 */
export function providerErrorPage(status: number, oauthError: string, cause: unknown): ProviderErrorPage {
  if (cause instanceof DatabaseUnavailableError) return { status: 503, kind: 'unavailable' };
  if (status >= 500 && isInvalidInputError(cause))
    return { status: 400, kind: 'error', code: 'invalid_request' };
  return { status, kind: 'error', code: oauthError };
}
