import { describe, expect, it } from 'vitest';
import { redactPath, redactText } from './log-redaction.ts';

describe('log redaction shared by the server and the web app (issue #27)', () => {
  const token = 'Byw2dHZrZ5YfDy4Ty9FFAKLjCcmCHQQAXo0EQH1rwx8';

  it("removes a calendar feed's token wherever its URL appears in a text", () => {
    expect(
      redactText(`subscribed to webcal://portal.example/wp-json/portal/v1/calendar-feed/${token}.ics`),
    ).toBe('subscribed to webcal://portal.example/wp-json/portal/v1/calendar-feed/[redacted].ics');
    expect(redactText(`"https://p.example/wp-json/portal/v1/calendar-feed/${token}.ics"`)).toBe(
      '"https://p.example/wp-json/portal/v1/calendar-feed/[redacted].ics"',
    );
  });

  it("removes the identity provider's interaction and resume ids", () => {
    expect(redactPath('/idp/interaction/abc_DEF-123/login')).toBe('/idp/interaction/[redacted]/login');
    // A staff preview link's token (issue #33), in the API call and in the page it opens.
    expect(redactPath('/wp-json/portal/v1/staff/preview/eyJhIjoxfQ~c2lnbmF0dXJl')).toBe(
      '/wp-json/portal/v1/staff/preview/[redacted]',
    );
    expect(redactText('opened https://p.example/staff/preview/WyJwb3N0Il0~abc_DEF-12')).toBe(
      'opened https://p.example/staff/preview/[redacted]',
    );
    expect(redactPath('/oidc/auth/abc_DEF-123')).toBe('/oidc/auth/[redacted]');
    expect(redactPath('/OIDC/AUTH/abc_DEF-123')).toBe('/OIDC/AUTH/[redacted]');
  });

  it('keeps everything else', () => {
    expect(redactPath('/wp-json/portal/v1/calendar-feed')).toBe('/wp-json/portal/v1/calendar-feed');
    expect(redactText('GET /wp-json/wp/v2/event?per_page=100 failed')).toBe(
      'GET /wp-json/wp/v2/event?per_page=100 failed',
    );
  });

  it('still removes credential parameters, tokens and e-mail addresses', () => {
    expect(redactText('/loginredirect?code=abc&state=xyz&login_hint=alice')).toBe(
      '/loginredirect?code=[redacted]&state=[redacted]&login_hint=[redacted]',
    );
    expect(redactText('Bearer abc.def alice@campus.example')).toBe('Bearer [redacted] [redacted]');
  });
});
