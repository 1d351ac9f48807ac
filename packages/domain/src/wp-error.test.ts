import { describe, expect, it } from 'vitest';
import { isSignOutError } from './wp-error.ts';

describe('sign-out errors (spec §4 Connection, §8 first row)', () => {
  it('signs out on a 403 with either jwt code', () => {
    for (const code of ['jwt_auth_no_auth_header', 'jwt_auth_invalid_token']) {
      expect(isSignOutError(403, { code, message: 'x', data: { status: 403 } })).toBe(true);
    }
  });
  it('does not sign out on other codes or statuses', () => {
    expect(isSignOutError(403, { code: 'rest_forbidden', message: 'x', data: { status: 403 } })).toBe(false);
    expect(isSignOutError(401, { code: 'jwt_auth_invalid_token', message: 'x', data: { status: 401 } })).toBe(
      false,
    );
    expect(isSignOutError(403, 'Forbidden')).toBe(false);
  });
});
