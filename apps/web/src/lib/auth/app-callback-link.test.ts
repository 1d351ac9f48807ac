import { describe, expect, it } from 'vitest';
import { appCallbackLink } from './app-callback-link.ts';

describe('a sign-in callback of the app that reaches the web (spec §2.2)', () => {
  it('links to the same callback on the app’s scheme when the state carries the app’s mark', () => {
    expect(appCallbackLink('?code=abc&state=f00d%3Bapp')).toBe(
      'org.campus.portal:/loginredirect?code=abc&state=f00d%3Bapp',
    );
  });

  it.each(['?code=abc&state=f00d', '?code=abc', '?error=access_denied&state=f00d%3Bweb', ''])(
    'is the web’s own callback otherwise: %s',
    (search) => {
      expect(appCallbackLink(search)).toBeNull();
    },
  );
});
