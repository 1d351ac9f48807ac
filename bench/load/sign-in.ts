import { createHash, randomBytes } from 'node:crypto';
import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER, OIDC_SCOPES } from '@campus/domain/auth-contract';
import { CookieJar } from '../../apps/server/test/cookie-jar.ts';

/** The embedded provider's client of the portal, and its sample password (apps/server/seed). */
const CLIENT_ID = 'portal';
const PASSWORD = 'campus';

/**
 * Signs a person in over HTTP as the portal does: authorization code with PKCE (S256) through the embedded
 * identity provider's sign-in form, the token request of a public client, then users/me with the
 * provider's tokens, which opens a server-side session and answers its backend token.
 */
export async function signInOverHttp(origin: string, username: string): Promise<string> {
  const jar = new CookieJar();
  const go = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
    const absolute = new URL(url, origin).toString();
    const response = await fetch(absolute, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(absolute),
        ...(form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form === undefined ? {} : { body: new URLSearchParams(form).toString() }),
    });
    jar.store(response.headers.getSetCookie());
    return response;
  };
  const expect = async (response: Response, status: number, step: string) => {
    if (response.status !== status) {
      throw new Error(`${step} answered ${String(response.status)}: ${await response.text()}`);
    }
    return response;
  };
  const location = (response: Response) => response.headers.get('location') ?? '';

  const redirectUri = `${origin}/loginredirect`;
  const verifier = randomBytes(32).toString('base64url');
  const authorize = await expect(
    await go(
      'GET',
      `/oidc/auth?${new URLSearchParams({
        client_id: CLIENT_ID,
        response_type: 'code',
        scope: OIDC_SCOPES,
        redirect_uri: redirectUri,
        state: randomBytes(8).toString('hex'),
        nonce: randomBytes(8).toString('hex'),
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString()}`,
    ),
    303,
    'authorization request',
  );
  const interaction = new URL(location(authorize), origin).pathname;
  const login = await expect(
    await go('POST', `${interaction}/login`, { username, password: PASSWORD }),
    303,
    'sign-in form',
  );
  const resume = await expect(await go('GET', location(login)), 303, 'authorization resume');
  const code = new URL(location(resume), origin).searchParams.get('code') ?? '';
  const tokenResponse = await expect(
    await go('POST', '/oidc/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
    200,
    'token request',
  );
  const tokens = (await tokenResponse.json()) as { access_token: string; id_token: string };
  const me = await expect(
    await fetch(`${origin}/wp-json/wp/v2/users/me`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, [IDENTITY_TOKEN_HEADER]: tokens.id_token },
    }),
    200,
    'users/me',
  );
  await me.arrayBuffer();
  const backendToken = me.headers.get(BACKEND_TOKEN_HEADER);
  if (backendToken === null) throw new Error(`users/me returned no ${BACKEND_TOKEN_HEADER}`);
  return backendToken;
}
