/** WordPress-style error body: what every failing API call answers (never a stack trace). */
export interface WpError {
  code: string;
  message: string;
  data: { status: number };
}

/** The two codes of spec §4/§8 on which the portal signs the person out. */
export const AUTH_ERROR_CODES = ['jwt_auth_no_auth_header', 'jwt_auth_invalid_token'] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export function isWpError(value: unknown): value is WpError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<WpError>;
  return typeof candidate.code === 'string' && typeof candidate.message === 'string';
}

export function isSignOutError(status: number, body: unknown): boolean {
  return status === 403 && isWpError(body) && (AUTH_ERROR_CODES as readonly string[]).includes(body.code);
}
