import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('URLs in the logs never carry credentials', () => {
  it('replaces the values of the sign-in callback and end-session parameters', () => {
    expect(redactUrl('/loginredirect?code=abc123&state=xyz&iss=http%3A%2F%2Fx')).toBe(
      '/loginredirect?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fx',
    );
    expect(redactUrl('/oidc/session/end?id_token_hint=eyJ.a.b&post_logout_redirect_uri=u')).toBe(
      '/oidc/session/end?id_token_hint=[redacted]&post_logout_redirect_uri=u',
    );
  });
  it('matches names case-insensitively and encoded', () => {
    expect(redactUrl('/x?Access_Token=t&%74oken=u&session_state=s')).toBe(
      '/x?Access_Token=[redacted]&%74oken=[redacted]&session_state=[redacted]',
    );
  });
  it('leaves other URLs as they are', () => {
    expect(redactUrl('/wp-json/portal/v1/photos/4?viewer=2&expires=9&signature=s1g')).toBe(
      '/wp-json/portal/v1/photos/4?viewer=2&expires=9&signature=[redacted]',
    );
    expect(redactUrl('/wp-json/wp/v2/users/me?context=edit')).toBe('/wp-json/wp/v2/users/me?context=edit');
    expect(redactUrl('/news')).toBe('/news');
  });
});
