import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SignJWT, decodeJwt, importJWK, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSessionAtProvider, signInThroughOidc, type OidcTokens } from '../../test/oidc-sign-in.ts';
import { TEST_ISSUER, buildTestApp } from '../../test/test-app.ts';
import { loadSigningKey } from './embedded-idp/signing-key.ts';
import { BACKCHANNEL_LOGOUT_EVENT } from './identity-token.ts';

const ME = '/wp-json/wp/v2/users/me?context=edit';
const REVOKE_CURRENT = '/wp-json/portal/v1/sessions/current';
const BACKCHANNEL = '/wp-json/portal/v1/sessions/backchannel-logout';

describe('signing out ends API access (issue 9: OIDC sign-in, portal sign-out, every token refused)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: ME, headers });

  /** What the portal does right after the code flow: users/me with the provider's tokens. */
  async function portalSignIn(username: string) {
    const { go, tokens } = await signInThroughOidc(app, username);
    const first = await me({
      authorization: `Bearer ${tokens.access_token}`,
      [IDENTITY_TOKEN_HEADER]: tokens.id_token,
    });
    expect(first.statusCode).toBe(200);
    const backendToken = String(first.headers[BACKEND_TOKEN_HEADER]);
    return { go, tokens, backendToken };
  }

  function expectRefused(response: LightMyRequestResponse, code: string) {
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe(code);
  }

  async function expectEveryTokenRefused(tokens: OidcTokens, backendToken: string) {
    expectRefused(
      await me({ authorization: `Bearer ${backendToken}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token }),
      'jwt_auth_invalid_token',
    );
    expectRefused(await me({ authorization: `Bearer ${backendToken}` }), 'jwt_auth_invalid_token');
    expectRefused(
      await me({ authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token }),
      'jwt_auth_invalid_token',
    );
    expectRefused(await me({ [IDENTITY_TOKEN_HEADER]: tokens.id_token }), 'jwt_auth_no_auth_header');
    expectRefused(
      await me({ authorization: `Bearer ${tokens.id_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token }),
      'jwt_auth_invalid_token',
    );
  }

  it('the id token carries the provider session (sid) that back-channel logout names', async () => {
    const { tokens } = await signInThroughOidc(app, 'paul.durand');
    expect(decodeJwt(tokens.id_token)['sid']).toEqual(expect.any(String));
  });

  it('after the portal’s sign-out (revoke, then end-session at the provider) every token answers 403', async () => {
    const { go, tokens, backendToken } = await portalSignIn('alice.martin');
    // Both credentials work before signing out.
    expect((await me({ authorization: `Bearer ${backendToken}` })).statusCode).toBe(200);
    expect(
      (await me({ authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token }))
        .statusCode,
    ).toBe(200);

    const revoke = await app.inject({
      method: 'DELETE',
      url: REVOKE_CURRENT,
      headers: { authorization: `Bearer ${backendToken}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token },
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ deleted: true });
    await endSessionAtProvider(go, tokens.id_token);

    await expectEveryTokenRefused(tokens, backendToken);
  });

  it('ending the session at the provider alone ends the portal sessions it opened (back-channel logout)', async () => {
    const { go, tokens, backendToken } = await portalSignIn('camille.dupont');
    // A second portal session of the same provider session (another users/me with the provider's tokens).
    const second = await me({
      authorization: `Bearer ${tokens.access_token}`,
      [IDENTITY_TOKEN_HEADER]: tokens.id_token,
    });
    const secondToken = String(second.headers[BACKEND_TOKEN_HEADER]);
    expect((await me({ authorization: `Bearer ${secondToken}` })).statusCode).toBe(200);

    await endSessionAtProvider(go, tokens.id_token);

    await expectEveryTokenRefused(tokens, backendToken);
    expectRefused(await me({ authorization: `Bearer ${secondToken}` }), 'jwt_auth_invalid_token');
  });

  it('signing in again after signing out opens a new, working session', async () => {
    const { go, tokens } = await portalSignIn('alice.martin');
    await endSessionAtProvider(go, tokens.id_token);
    const again = await portalSignIn('alice.martin');
    expect((await me({ authorization: `Bearer ${again.backendToken}` })).statusCode).toBe(200);
  });

  describe('the back-channel logout endpoint refuses what is not a logout token of the provider', () => {
    let providerKey: CryptoKey;
    let kid: string;

    beforeAll(async () => {
      const key = await loadSigningKey(app.db);
      providerKey = (await importJWK(key.privateJwk, 'RS256')) as CryptoKey;
      kid = key.privateJwk.kid ?? '';
    });

    const post = (logoutToken: string | undefined) =>
      app.inject({
        method: 'POST',
        url: BACKCHANNEL,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          logoutToken === undefined ? '' : new URLSearchParams({ logout_token: logoutToken }).toString(),
      });

    function logoutClaims(overrides: JWTPayload = {}): JWTPayload {
      const now = Math.floor(Date.now() / 1000);
      return {
        iss: TEST_ISSUER,
        aud: 'portal',
        iat: now,
        exp: now + 120,
        jti: `jti-${String(Math.random())}`,
        sid: 'some-provider-session',
        events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
        ...overrides,
      };
    }
    const sign = (claims: JWTPayload, alg = 'RS256') =>
      new SignJWT(claims).setProtectedHeader({ alg, kid, typ: 'logout+jwt' }).sign(providerKey);

    it('accepts a valid one (200)', async () => {
      expect((await post(await sign(logoutClaims()))).statusCode).toBe(200);
    });

    it.each<[string, () => Promise<string>]>([
      ['an id token (no events claim)', () => sign(logoutClaims({ events: undefined }))],
      ['a token with a nonce', () => sign(logoutClaims({ nonce: 'n' }))],
      ['a token naming neither sid nor sub', () => sign(logoutClaims({ sid: undefined }))],
      ['a token for another audience', () => sign(logoutClaims({ aud: 'another-client' }))],
      ['a token from another issuer', () => sign(logoutClaims({ iss: 'https://evil.example' }))],
      ['an expired token', () => sign(logoutClaims({ iat: 1_700_000_000, exp: 1_700_000_060 }))],
      [
        'an HS256 token',
        () =>
          new SignJWT(logoutClaims())
            .setProtectedHeader({ alg: 'HS256' })
            .sign(new TextEncoder().encode('x'.repeat(40))),
      ],
      ['garbage', () => Promise.resolve('not-a-jwt')],
    ])('refuses %s with 400', async (_name, makeToken) => {
      const response = await post(await makeToken());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ data: { status: 400 } });
    });

    it('refuses a request without logout_token with 400', async () => {
      expect((await post(undefined)).statusCode).toBe(400);
    });
  });
});
