import { isWpError } from '@campus/domain/wp-error';
import { isApiError } from '../../../lib/api/api-error.ts';

/** The server's reason for one field (`data.params[field]` of a 400 rest_invalid_param), if it named it. */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || !isWpError(error.body)) return undefined;
  const params = error.body.data.params ?? {};
  return Object.entries(params).find(([name]) => name === field || name.startsWith(`${field}.`))?.[1];
}
