import { Type, type Static } from 'typebox';

/**
 * WordPress-style error body: what every failing API call answers (never a stack trace). `data.params`
 * names each refused parameter of a 400 rest_invalid_param, as WordPress does.
 */
export const WpErrorSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  data: Type.Object({
    status: Type.Integer(),
    params: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});
export type WpError = Static<typeof WpErrorSchema>;

/** The refused parameters of a 400 rest_invalid_param: parameter name → why it was refused. */
export type InvalidParams = Record<string, string>;

/**
 * An error the API answers as is, WordPress style: `{code, message, data: {status}}`, plus `data.params`
 * when it names refused parameters.
 */
export class WpHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: InvalidParams,
  ) {
    super(message);
    this.name = 'WpHttpError';
  }
}

/** WordPress's refusal of one parameter, with why in the caller's words: 400 rest_invalid_param. */
export const invalidParam = (name: string, why: string) =>
  new WpHttpError(400, 'rest_invalid_param', `Invalid parameter(s): ${name}`, { [name]: why });

export function wpErrorBody(status: number, code: string, message: string, params?: InvalidParams): WpError {
  return params === undefined
    ? { code, message, data: { status } }
    : { code, message, data: { status, params } };
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
