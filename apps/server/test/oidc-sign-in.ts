import { createHash, randomBytes } from 'node:crypto';
import { OIDC_SCOPES } from '@campus/domain/auth-contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CookieJar } from './cookie-jar.ts';
import { TEST_PUBLIC_URL } from './test-app.ts';

export const REDIRECT_URI = `${TEST_PUBLIC_URL}/loginredirect`;
export const POST_LOGOUT_URI = `${TEST_PUBLIC_URL}/endredirect`;

export interface OidcTokens {
  access_token: string;
  id_token: string;
}

export type Browser = (
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
  headers?: Record<string, string>,
) => Promise<LightMyRequestResponse>;

/** Path and query of an absolute Location, to replay it with app.inject. */
export function pathOf(location: string | string[] | number | undefined): string {
  const url = new URL(String(location), 'http://localhost');
  return `${url.pathname}${url.search}`;
}

function expectStatus(response: LightMyRequestResponse, status: number, step: string): void {
  if (response.statusCode !== status) {
    throw new Error(`${step} answered ${response.statusCode}, expected ${status}: ${response.body}`);
  }
}

/** A browser for app.inject: keeps the identity provider's cookies across redirects. */
export function browser(app: FastifyInstance): Browser {
  const jar = new CookieJar();
  return async (method, url, form, headers = {}) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        cookie: jar.header(url),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      ...(form === undefined ? {} : { payload: new URLSearchParams(form).toString() }),
    });
    jar.store(response.headers['set-cookie']);
    return response;
  };
}

/** The portal's authorization request to the embedded provider, as oidc-client-ts sends it (PKCE S256). */
export function authorizationRequest(verifier: string): string {
  return `/oidc/auth?${new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: OIDC_SCOPES,
    redirect_uri: REDIRECT_URI,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString()}`;
}

/**
 * A standard OpenID Connect sign-in through the embedded provider at /oidc, as oidc-client-ts does it:
 * authorization code with PKCE (S256), the sign-in form, then the token request of a public client.
 */
export async function signInThroughOidc(
  app: FastifyInstance,
  username: string,
): Promise<{
  go: Browser;
  tokens: OidcTokens;
  /** The URLs that carried the sign-in's secrets: the interaction's page, the portal's callback. */
  trail: { interaction: string; callback: string };
}> {
  const go = browser(app);
  const verifier = randomBytes(32).toString('base64url');
  const authorize = await go('GET', authorizationRequest(verifier));
  expectStatus(authorize, 303, 'authorization request');
  const interaction = pathOf(authorize.headers.location);
  const login = await go('POST', `${interaction}/login`, { username, password: 'campus' });
  expectStatus(login, 303, 'sign-in form');
  const resume = await go('GET', pathOf(login.headers.location));
  expectStatus(resume, 303, 'authorization resume');
  const code = new URL(String(resume.headers.location)).searchParams.get('code') ?? '';
  const token = await go('POST', '/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: 'portal',
    code_verifier: verifier,
  });
  expectStatus(token, 200, 'token request');
  return {
    go,
    tokens: token.json<OidcTokens>(),
    trail: { interaction, callback: pathOf(resume.headers.location) },
  };
}

/** RP-initiated logout at the provider, confirmed on its page, as the person's browser does it. */
export async function endSessionAtProvider(go: Browser, idToken: string): Promise<void> {
  const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: POST_LOGOUT_URI });
  const confirm = await go('GET', `/oidc/session/end?${params.toString()}`);
  expectStatus(confirm, 200, 'end-session page');
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.body)?.[1] ?? '';
  const done = await go('POST', '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
  expectStatus(done, 303, 'end-session confirmation');
}
