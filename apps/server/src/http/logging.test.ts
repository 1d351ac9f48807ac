import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.ts';

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

describe('secrets in a path never reach the logs (issue #27)', () => {
  const token = 'QdLJs4aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaVrc';

  it("replaces a calendar feed's token and an identity provider interaction, keeping the rest", () => {
    expect(redactUrl(`/wp-json/portal/v1/calendar-feed/${token}.ics`)).toBe(
      '/wp-json/portal/v1/calendar-feed/[redacted].ics',
    );
    expect(redactUrl(`/wp-json/portal/v1/calendar-feed/${token}.ics?x=1&token=t`)).toBe(
      '/wp-json/portal/v1/calendar-feed/[redacted].ics?x=1&token=[redacted]',
    );
    expect(redactUrl('/idp/interaction/yIEeAH52Um08IPe2KCKB/login')).toBe(
      '/idp/interaction/[redacted]/login',
    );
    expect(redactUrl('/oidc/auth/yIEeAH52Um08IPe2KCKB')).toBe('/oidc/auth/[redacted]');
    expect(redactUrl('/oidc/auth?client_id=portal&login_hint=alice.martin&request_uri=urn:x')).toBe(
      '/oidc/auth?client_id=portal&login_hint=[redacted]&request_uri=[redacted]',
    );
  });

  it('leaves the paths around them as they are', () => {
    expect(redactUrl('/wp-json/portal/v1/calendar-feed')).toBe('/wp-json/portal/v1/calendar-feed');
    expect(redactUrl('/oidc/auth')).toBe('/oidc/auth');
    expect(redactUrl('/wp-json/portal/v1/event-calendar/12')).toBe('/wp-json/portal/v1/event-calendar/12');
  });

  it('redacts the text of a logged error, which may quote the URL it failed on', () => {
    const { err } = loggerOptions('info').serializers;
    const error = new Error(`fetch http://localhost/wp-json/portal/v1/calendar-feed/${token}.ics failed`);
    const logged = err(error);
    expect(logged.message).toBe(
      'fetch http://localhost/wp-json/portal/v1/calendar-feed/[redacted].ics failed',
    );
    expect(logged.stack).not.toContain(token);
    expect(logged.type).toBe('Error');
  });
});
