import { expect, test } from '@playwright/test';

test('the identity provider requires PKCE with S256 (discovery)', async ({ request }) => {
  const response = await request.get('/oidc/.well-known/openid-configuration');
  expect(response.ok()).toBe(true);
  const discovery = (await response.json()) as {
    code_challenge_methods_supported?: string[];
    issuer: string;
  };
  expect(discovery.code_challenge_methods_supported).toContain('S256');
  expect(discovery.issuer).toMatch(/\/oidc$/);
});

test('the API refuses a request without credentials with a WordPress-style 403', async ({ request }) => {
  const response = await request.get('/wp-json/wp/v2/users/me?context=edit');
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'jwt_auth_no_auth_header', data: { status: 403 } });
});
