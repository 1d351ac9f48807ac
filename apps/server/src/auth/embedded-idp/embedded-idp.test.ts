import { createHash, randomBytes } from 'node:crypto';
import {
  BACKEND_TOKEN_HEADER,
  IDENTITY_TOKEN_HEADER,
  NATIVE_END_REDIRECT_URI,
  NATIVE_LOGIN_REDIRECT_URI,
  OIDC_SCOPES,
} from '@campus/domain/auth-contract';
import type { User } from '@campus/domain/user';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, pathOf, POST_LOGOUT_URI, REDIRECT_URI, type Browser } from '../../../test/oidc-sign-in.ts';
import { TEST_ISSUER, buildTestApp } from '../../../test/test-app.ts';
import mobileAppConfig from '../../../../mobile/capacitor.config.ts';
import { CONTINUE_SIGN_OUT_SCRIPT_PATH, SIGN_IN_BUTTON_TEXT, SIGN_OUT_BUTTON_TEXT } from './pages.ts';

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

describe('embedded identity provider (development mode)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  function authorizeUrl(challenge: string | null, extra: Record<string, string> = {}) {
    const params = new URLSearchParams({
      client_id: 'portal',
      response_type: 'code',
      scope: OIDC_SCOPES,
      redirect_uri: REDIRECT_URI,
      state: 'state-123',
      nonce: 'nonce-456',
      ...(challenge === null ? {} : { code_challenge: challenge, code_challenge_method: 'S256' }),
      ...extra,
    });
    return `/oidc/auth?${params.toString()}`;
  }

  /** Authorization code + PKCE, as oidc-client-ts does it, up to the token response. */
  async function signIn(username: string, extra: Record<string, string> = {}) {
    const redirectUri = extra['redirect_uri'] ?? REDIRECT_URI;
    const go = browser(app);
    const { verifier, challenge } = pkce();
    const authorize = await go('GET', authorizeUrl(challenge, extra));
    expect(authorize.statusCode).toBe(303);
    const interactionPath = pathOf(authorize.headers.location);
    expect(interactionPath).toMatch(/^\/idp\/interaction\/[\w-]+$/);

    const loginPage = await go('GET', interactionPath);
    expect(loginPage.statusCode).toBe(200);

    const login = await go('POST', `${interactionPath}/login`, { username, password: 'campus' });
    expect(login.statusCode).toBe(303);
    const resume = await go('GET', pathOf(login.headers.location));
    expect(resume.statusCode).toBe(303);
    const callback = new URL(String(resume.headers.location));
    expect(String(resume.headers.location).split('?')[0]).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('state-123');
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();

    const token = await go('POST', '/oidc/token', {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: redirectUri,
      client_id: 'portal',
      code_verifier: verifier,
    });
    expect(token.statusCode).toBe(200);
    return {
      go,
      tokens: token.json<{ id_token: string; access_token: string }>(),
      loginPage,
      interactionPath,
    };
  }

  it('publishes its discovery document with issuer ${PUBLIC_URL}/oidc and S256 PKCE', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery['issuer']).toBe(TEST_ISSUER);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['scopes_supported']).toEqual(expect.arrayContaining(OIDC_SCOPES.split(' ')));
    expect(discovery['response_types_supported']).toEqual(['code']);
    expect(discovery['end_session_endpoint']).toEqual(expect.stringMatching(/\/oidc\/session\/end$/));
  });

  it('signs alice in through the authorization code flow with PKCE; her id token signs her in to the API', async () => {
    const { tokens } = await signIn('alice.martin');
    const claims = decodeJwt(tokens.id_token);
    expect(claims).toMatchObject({
      iss: TEST_ISSUER,
      aud: 'portal',
      nonce: 'nonce-456',
      preferred_username: 'alice.martin',
      given_name: 'Alice',
      family_name: 'Martin',
      email: 'alice.martin@campus.example',
      gia_type: 'resident',
    });

    const me = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      headers: { authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().username).toBe('alice.martin');
    expect(me.headers[BACKEND_TOKEN_HEADER]).toEqual(expect.any(String));
  });

  it('creates newcomer’s portal user at first sign-in, with the §3 defaults', async () => {
    const { tokens } = await signIn('newcomer');
    const me = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      headers: { authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>()).toMatchObject({
      username: 'newcomer',
      acf: { locale: 'en_US', confidentiality: 'private', wizard: [] },
    });
  });

  it('refuses an authorization request without code_challenge', async () => {
    const response = await app.inject({ method: 'GET', url: authorizeUrl(null) });
    expect(response.statusCode).toBe(303);
    const callback = new URL(String(response.headers.location));
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('code')).toBeNull();
  });

  it.each([
    '/oidc/auth?response_type=code&client_id=%00',
    '/oidc/session/end?client_id=%00',
    // Kept in the provider's session, which it saves after answering.
    '/oidc/session/end?state=a%00b',
  ])(
    'refuses a NUL byte in a parameter as an invalid request, on HTML and JSON endpoints alike: %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('invalid_request');
    },
  );

  it('refuses a redirect URI that is not the portal’s', async () => {
    const response = await app.inject({
      method: 'GET',
      url: authorizeUrl(pkce().challenge, { redirect_uri: 'https://evil.example/loginredirect' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  describe('sign-in page', () => {
    let page: LightMyRequestResponse;
    let interactionPath: string;
    let go: Browser;

    beforeAll(async () => {
      go = browser(app);
      const authorize = await go('GET', authorizeUrl(pkce().challenge, { ui_locales: 'fr-FR' }));
      interactionPath = pathOf(authorize.headers.location);
      page = await go('GET', interactionPath);
    });

    it('is accessible, bilingual, script-free, in the language of ui_locales', () => {
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain('<html lang="fr">');
      expect(page.body).toMatch(/<label for="username">/);
      expect(page.body).toMatch(/<input id="username" name="username"[^>]*autocomplete="username"/);
      expect(page.body).toMatch(/<label for="password">/);
      expect(page.body).toMatch(
        /<input id="password" name="password" type="password"[^>]*autocomplete="current-password"/,
      );
      expect(page.body).toContain(`<button type="submit">${SIGN_IN_BUTTON_TEXT}</button>`);
      expect(page.body).toContain('role="alert"');
      expect(page.body).not.toMatch(/<script|<link|src="http/i);
      expect(page.body).toContain('Sample accounts: alice.martin, camille.dupont');
      expect(page.body).toContain('— password: campus');
    });

    it('answers wrong credentials with 401 and a bilingual error, keeping the username', async () => {
      const response = await go('POST', `${interactionPath}/login`, {
        username: 'alice.martin',
        password: 'wrong',
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Identifiant ou mot de passe incorrect.');
      expect(response.body).toContain('Incorrect username or password.');
      expect(response.body).toMatch(/<input id="username"[^>]*value="alice\.martin"/);
    });

    it('answers an expired or unknown interaction with a page, not a stack trace', async () => {
      const response = await app.inject({ method: 'GET', url: '/idp/interaction/unknown-uid' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).not.toMatch(/Error:|at .*\.js/);
    });

    it.each([
      ['a malformed interaction id', 'GET', '/idp/interaction/a%00b', undefined],
      ['a sign-in form without a password', 'POST', '/idp/interaction/unknown-uid/login', 'username=x'],
    ] as const)('answers %s with an HTML page, not a JSON error', async (_case, method, url, payload) => {
      const response = await app.inject({
        method,
        url,
        ...(payload === undefined
          ? {}
          : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<html lang="en">');
    });

    it('limits repeated attempts on one account (brute force)', async () => {
      let last = 0;
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await go('POST', `${interactionPath}/login`, {
          username: 'paul.durand',
          password: 'guess',
        });
        last = response.statusCode;
      }
      expect(last).toBe(429);
    });
  });

  it('ends the session the portal asks to end (its own valid id_token_hint) without asking again, in French', async () => {
    const { go, tokens } = await signIn('camille.dupont');
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'bye',
      ui_locales: 'fr',
    });
    const page = await go('GET', `/oidc/session/end?${params.toString()}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Déconnexion en cours');
    // No question: the form already says yes, and the same-origin script submits it.
    expect(page.body).not.toContain('Se déconnecter du portail du campus ?');
    expect(page.body).toContain('<input type="hidden" name="logout" value="yes"/>');
    expect(page.body).toContain(`<script src="${CONTINUE_SIGN_OUT_SCRIPT_PATH}"></script>`);
    expect(page.body).not.toMatch(/<script>/i);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const script = await app.inject({ method: 'GET', url: CONTINUE_SIGN_OUT_SCRIPT_PATH });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain("getElementById('op.logoutForm').submit()");

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const done = await go('POST', '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(String(done.headers.location)).toBe(`${POST_LOGOUT_URI}?state=bye`);
  });

  it('asks to confirm a sign-out without an id_token_hint, on a bilingual page', async () => {
    const { go } = await signIn('camille.dupont');
    const confirm = await go('GET', '/oidc/session/end', undefined, { 'accept-language': 'fr' });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('<html lang="fr">');
    expect(confirm.body).toContain('Se déconnecter du portail du campus ?');
    expect(confirm.body).toContain(`>${SIGN_OUT_BUTTON_TEXT}</button>`);
    expect(confirm.body).not.toMatch(/<script/i);
    expect(confirm.body).not.toContain('name="logout" value="yes"/>');
    expect(confirm.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("asks to confirm a sign-out whose id_token_hint is another person's", async () => {
    const { tokens: other } = await signIn('alice.martin');
    const { go } = await signIn('camille.dupont');
    const params = new URLSearchParams({
      id_token_hint: other.id_token,
      post_logout_redirect_uri: POST_LOGOUT_URI,
    });
    const confirm = await go('GET', `/oidc/session/end?${params.toString()}`);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain(`>${SIGN_OUT_BUTTON_TEXT}</button>`);
    expect(confirm.body).not.toMatch(/<script/i);
  });

  describe('the native app (RFC 8252, ADR 016)', () => {
    it('accepts the app’s private-use scheme, its capacitor.config.ts app id, as a second redirect URI', async () => {
      const appRedirect = `${mobileAppConfig.appId ?? ''}:/loginredirect`;
      expect(appRedirect).toBe(NATIVE_LOGIN_REDIRECT_URI);
      const { tokens } = await signIn('alice.martin', { redirect_uri: appRedirect });
      expect(decodeJwt(tokens.id_token)['preferred_username']).toBe('alice.martin');
    });

    it('refuses another app’s scheme', async () => {
      const response = await app.inject({
        method: 'GET',
        url: authorizeUrl(pkce().challenge, { redirect_uri: 'org.evil.app:/loginredirect' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
    });

    it('returns to the app’s end redirect after sign-out', async () => {
      const { go, tokens } = await signIn('camille.dupont', { redirect_uri: NATIVE_LOGIN_REDIRECT_URI });
      const params = new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: NATIVE_END_REDIRECT_URI,
      });
      const confirm = await go('GET', `/oidc/session/end?${params.toString()}`);
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
      const done = await go('POST', '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
      expect(String(done.headers.location)).toBe(NATIVE_END_REDIRECT_URI);
    });
  });
});
