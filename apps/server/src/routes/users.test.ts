import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { User } from '@campus/domain/user';
import { wizardStepsFor } from '@campus/domain/wizard';
import type { FastifyInstance } from 'fastify';
import { SignJWT, base64url, generateKeyPair, importJWK, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ISSUER, TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';
import type { AccessTokenValidator } from '../auth/access-token.ts';
import { loadSigningKey } from '../auth/embedded-idp/signing-key.ts';
import { resolveServerSecret } from '../auth/server-secret.ts';
import { signedInCaller } from '../../test/signed-in-caller.ts';

const ME = '/wp-json/wp/v2/users/me?context=edit';

describe('GET /wp-json/wp/v2/users/me: who is signed in (spec §4 Connection, §7 headers, §8)', () => {
  let app: FastifyInstance;
  /** The embedded provider's own key: the identity provider is outside what these tests exercise. */
  let providerKey: CryptoKey;
  let providerKid: string;
  let providerPublicJwk: Record<string, unknown>;
  let aliceSubject: string;

  /**
   * The identity provider's access-token check, standing in for the provider like its signing key does:
   * `access:<subject>` is a valid access token of that subject. The real check against the embedded
   * provider is exercised in auth/sign-out-flow.test.ts.
   */
  const providerAccessTokens: AccessTokenValidator = {
    subjectOf: (token) => Promise.resolve(token.startsWith('access:') ? token.slice('access:'.length) : null),
    forget: () => undefined,
    forgetSubject: () => undefined,
  };

  beforeAll(async () => {
    app = await buildTestApp({}, { accessTokens: providerAccessTokens });
    const key = await loadSigningKey(app.db);
    providerKey = (await importJWK(key.privateJwk, 'RS256')) as CryptoKey;
    providerKid = key.privateJwk.kid ?? '';
    providerPublicJwk = { ...key.publicJwk };
    const [alice] = await app.db.query<{ identity_subject: string }>(
      "SELECT identity_subject FROM users WHERE username = 'alice.martin'",
    );
    aliceSubject = alice!.identity_subject;
  });
  afterAll(() => app.close());

  function idTokenClaims(overrides: JWTPayload = {}): JWTPayload {
    const now = Math.floor(Date.now() / 1000);
    return {
      iss: TEST_ISSUER,
      aud: 'portal',
      sub: aliceSubject,
      iat: now,
      exp: now + 3600,
      preferred_username: 'alice.martin',
      ...overrides,
    };
  }

  const signIdToken = (
    claims: JWTPayload = idTokenClaims(),
    key: CryptoKey = providerKey,
    kid = providerKid,
  ) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);

  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: ME, headers });

  /** What the portal sends right after sign-in: the provider's access token and id token. */
  async function identityHeaders(claims: JWTPayload = idTokenClaims()): Promise<Record<string, string>> {
    return {
      authorization: `Bearer access:${String(claims.sub)}`,
      [IDENTITY_TOKEN_HEADER]: await signIdToken(claims),
    };
  }

  function expectSignOutError(response: Awaited<ReturnType<typeof me>>, code: string) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code, message: expect.any(String) as string, data: { status: 403 } });
  }

  it('answers 403 jwt_auth_no_auth_header when no credentials are sent', async () => {
    expectSignOutError(await me({}), 'jwt_auth_no_auth_header');
  });

  it('answers 403 jwt_auth_invalid_token for a garbage bearer token', async () => {
    const response = await me({ authorization: 'Bearer not-a-token' });
    expectSignOutError(response, 'jwt_auth_invalid_token');
    expect(response.body).not.toMatch(/stack|JWS|jose/i);
  });

  it('answers 403 jwt_auth_invalid_token for a non-bearer Authorization header', async () => {
    expectSignOutError(await me({ authorization: 'Basic YWxpY2U6Y2FtcHVz' }), 'jwt_auth_invalid_token');
  });

  describe('refuses id tokens that are not the identity provider’s, for the portal, now', () => {
    const cases: [string, () => Promise<string>][] = [
      ['expired', () => signIdToken(idTokenClaims({ iat: 1_700_000_000, exp: 1_700_003_600 }))],
      [
        'signed by another key under the provider’s kid',
        async () => signIdToken(idTokenClaims(), (await generateKeyPair('RS256')).privateKey),
      ],
      [
        'signed by another key with an unknown kid',
        async () => signIdToken(idTokenClaims(), (await generateKeyPair('RS256')).privateKey, 'unknown-kid'),
      ],
      [
        'unsigned (alg none)',
        () => {
          const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
          const payload = base64url.encode(JSON.stringify(idTokenClaims()));
          return Promise.resolve(`${header}.${payload}.`);
        },
      ],
      [
        'HS256 "signed" with the provider’s public key',
        () =>
          new SignJWT(idTokenClaims())
            .setProtectedHeader({ alg: 'HS256', kid: providerKid })
            .sign(new TextEncoder().encode(JSON.stringify(providerPublicJwk))),
      ],
      ['for another audience', () => signIdToken(idTokenClaims({ aud: 'another-client' }))],
      ['from another issuer', () => signIdToken(idTokenClaims({ iss: 'https://evil.example/oidc' }))],
      ['without subject', () => signIdToken(idTokenClaims({ sub: undefined }))],
    ];
    it.each(cases)('%s', async (_name, makeToken) => {
      const headers = {
        authorization: `Bearer access:${aliceSubject}`,
        [IDENTITY_TOKEN_HEADER]: await makeToken(),
      };
      expectSignOutError(await me(headers), 'jwt_auth_invalid_token');
    });
  });

  let backendToken = '';

  it('signs a seeded person in with a valid id token: 200, the §3 user record and a backend token', async () => {
    const response = await me(await identityHeaders());
    expect(response.statusCode).toBe(200);
    backendToken = String(response.headers[BACKEND_TOKEN_HEADER]);
    expect(backendToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(String(response.headers['access-control-expose-headers'])).toContain(BACKEND_TOKEN_HEADER);
    expect(response.headers['cache-control']).toBe('no-store');

    const user = response.json<User>();
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'username',
        'name',
        'first_name',
        'last_name',
        'email',
        'locale',
        'invoice_url',
        'in_my_network',
        'emergency_contacts',
        'qrcode',
        'house',
        'roles',
        'acf',
      ].sort(),
    );
    expect(Object.keys(user.acf).sort()).toEqual(
      [
        'photo',
        'locale',
        'notifications',
        'theme',
        'confidentiality',
        'show',
        'tags',
        'user_house',
        'user_gia_type',
        'user_honorary_title',
        'wizard',
        'qrcode',
        'emergency_contacts',
        'mobilephone',
        'staystart',
        'staystop',
      ].sort(),
    );
    expect(user).toMatchObject({
      username: 'alice.martin',
      name: 'Alice Martin',
      first_name: 'Alice',
      last_name: 'Martin',
      email: 'alice.martin@campus.example',
      locale: 'en_US',
      in_my_network: false,
      // A resident has no staff role: the portal then never asks the console's GET /staff/me.
      roles: [],
      acf: { locale: 'en_US', confidentiality: 'public', user_gia_type: 'resident', notifications: true },
    });
    // The house comes with its name per language: the reader's language picks it, with no refetch when it
    // changes (issue #29).
    expect(user.acf.user_house).toEqual([
      {
        term_id: expect.any(Number) as number,
        name: "Maison de l'Argentine",
        slug: 'maison-de-l-argentine',
        label: [
          { lang: 'fr', value: "Maison de l'Argentine" },
          { lang: 'en', value: 'Argentine House' },
        ],
      },
    ]);
    expect(user.house).toBe(user.acf.user_house[0]?.term_id);
    expect(user.acf.tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['Musique', 'Randonnée', 'Économie']),
    );
    for (const tag of user.acf.tags)
      expect(tag).toEqual({
        term_id: expect.any(Number) as number,
        name: expect.any(String) as string,
        slug: expect.any(String) as string,
      });
    // A resident's steps, in the order of the domain's rule (domain/src/wizard.test.ts spells it out, §2.15).
    expect(user.acf.wizard.map((step) => step.slug)).toEqual(wizardStepsFor('resident'));
    expect(user.acf.staystart.slice(0, 8)).toMatch(/^\d{8}$/);
    expect(user.qrcode.identification.url).not.toBe('');
    expect(user.emergency_contacts.length).toBeGreaterThan(0);
  });

  it("lists the person's staff roles, each once, so that only staff are offered the console", async () => {
    const rolesOf = async (username: string) => {
      const { headers } = await signedInCaller(app, username);
      return (await me(headers)).json<User>().roles;
    };
    expect(await rolesOf('alice.martin')).toEqual([]);
    expect([...(await rolesOf('paul.durand'))].sort()).toEqual(['campus-admin', 'campus-editor']);
    expect([...(await rolesOf('mehdi.benali'))].sort()).toEqual([
      'form-reader',
      'house-editor',
      'maintenance',
    ]);
  });

  it('accepts the backend token alone on later calls, and hands out a fresh one', async () => {
    const response = await me({ authorization: `Bearer ${backendToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().username).toBe('alice.martin');
    expect(response.headers[BACKEND_TOKEN_HEADER]).toEqual(expect.any(String));
  });

  describe('never takes the id token alone for a credential (it also travels in logout URLs)', () => {
    it('refuses it without a bearer: 403 jwt_auth_no_auth_header', async () => {
      expectSignOutError(
        await me({ [IDENTITY_TOKEN_HEADER]: await signIdToken() }),
        'jwt_auth_no_auth_header',
      );
    });

    it('refuses it with a bearer that is neither a backend token nor a valid access token', async () => {
      const headers = { authorization: 'Bearer stale', [IDENTITY_TOKEN_HEADER]: await signIdToken() };
      expectSignOutError(await me(headers), 'jwt_auth_invalid_token');
    });

    it('refuses it with another person’s valid access token', async () => {
      const headers = {
        authorization: 'Bearer access:subject-of-someone-else',
        [IDENTITY_TOKEN_HEADER]: await signIdToken(),
      };
      expectSignOutError(await me(headers), 'jwt_auth_invalid_token');
    });
  });

  it('refuses an expired backend token', async () => {
    const secret = new TextEncoder().encode(await resolveServerSecret(app.db, null));
    const [alice] = await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'alice.martin'",
    );
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(alice!.id))
      .setIssuer(TEST_PUBLIC_URL)
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_600)
      .sign(secret);
    expectSignOutError(await me({ authorization: `Bearer ${expired}` }), 'jwt_auth_invalid_token');
  });

  it('refuses a backend token signed with another secret', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer(TEST_PUBLIC_URL)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expectSignOutError(await me({ authorization: `Bearer ${forged}` }), 'jwt_auth_invalid_token');
  });

  it('creates the user of an unknown subject with the §3 defaults, once', async () => {
    const claims = idTokenClaims({
      sub: 'subject-of-a-newcomer',
      preferred_username: 'lea.nouveau',
      given_name: 'Léa',
      family_name: 'Nouveau',
      email: 'lea.nouveau@campus.example',
      locale: 'de-DE',
    });
    const first = await me(await identityHeaders(claims));
    expect(first.statusCode).toBe(200);
    const user = first.json<User>();
    expect(user).toMatchObject({
      username: 'lea.nouveau',
      name: 'Léa Nouveau',
      email: 'lea.nouveau@campus.example',
      locale: 'en_US',
      house: null,
      acf: {
        locale: 'en_US',
        confidentiality: 'private',
        show: [],
        wizard: [],
        tags: [],
        user_house: [],
        user_gia_type: 'default',
        photo: null,
        mobilephone: null,
      },
    });
    const again = await me(await identityHeaders(claims));
    expect(again.json<User>().id).toBe(user.id);
  });

  it('takes a French locale claim as fr_FR for a new user', async () => {
    const claims = idTokenClaims({ sub: 'subject-fr', preferred_username: 'jeanne.leclerc', locale: 'fr' });
    const response = await me(await identityHeaders(claims));
    expect(response.json<User>().acf.locale).toBe('fr_FR');
  });

  it('never hands a new subject the profile of an existing username', async () => {
    const claims = idTokenClaims({ sub: 'another-person', preferred_username: 'alice.martin' });
    const response = await me(await identityHeaders(claims));
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().username).toBe('alice.martin-2');
  });

  it('refuses the backend token of a deleted user', async () => {
    const claims = idTokenClaims({ sub: 'soon-gone', preferred_username: 'soon.gone' });
    const response = await me(await identityHeaders(claims));
    const token = String(response.headers[BACKEND_TOKEN_HEADER]);
    await app.db.query("DELETE FROM users WHERE username = 'soon.gone'");
    expectSignOutError(await me({ authorization: `Bearer ${token}` }), 'jwt_auth_invalid_token');
  });

  it('answers a bad query parameter with 400 rest_invalid_param', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=everything',
      headers: { authorization: `Bearer ${backendToken}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): context',
      data: { status: 400, params: { context: expect.any(String) as string } },
    });
  });
});
