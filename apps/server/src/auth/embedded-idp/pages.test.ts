import type { Language } from '@campus/domain/locale';
import { describe, expect, it } from 'vitest';
import { accountPage, continueSignOutPage, loginPage, logoutPage, messagePage } from './pages.ts';

const FORM = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>';

function everyPage(language: Language) {
  return {
    login: loginPage({
      language,
      action: '/idp/interaction/x/login',
      username: '',
      error: null,
      sampleAccounts: null,
      samplePassword: '',
    }),
    logout: logoutPage(language, FORM),
    continueSignOut: continueSignOutPage(language, FORM),
    message: messagePage('signed-out', language, 'https://portal.example'),
    account: accountPage({
      language,
      action: '/idp/account',
      username: 'alice.martin',
      error: null,
      done: false,
      portalUrl: 'https://portal.example',
    }),
  };
}

describe("the embedded identity provider's pages look like the portal (issue #29)", () => {
  it.each([
    ['en', 'Campus portal'],
    ['fr', 'Portail du campus'],
  ] as const)('in %s: the portal mark and name, in the page language, above the page', (language, name) => {
    for (const html of Object.values(everyPage(language))) {
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toMatch(
        new RegExp(
          `<header class="brand"><svg [^>]*aria-hidden="true"[^>]*>.*</svg><span>${name}</span></header>`,
        ),
      );
      // The portal's palette (global.css), not the provider's former blue.
      expect(html).toContain('--primary:light-dark(#0f5c4d,#6fd3b3)');
      expect(html).not.toContain('#1d4ed8');
    }
  });

  it('is phone first: a viewport, one column with no fixed width, 44 px controls', () => {
    const html = everyPage('en').login;
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/main\{max-width:28rem;margin:0 auto;padding:1rem 1rem 2rem;/);
    expect(html).toMatch(/input\{width:100%;min-height:44px;/);
    expect(html).toMatch(/button\{display:block;width:100%;min-height:44px;/);
    // No width in px anywhere but the mark's own attributes and the 44 px heights: nothing wider than 320 px.
    expect(html.match(/(?<!min-height:)\b(?:[5-9]\d|\d{3,})px/g) ?? []).toEqual([]);
  });
});
