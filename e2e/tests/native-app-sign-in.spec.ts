import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { NATIVE_SIGN_IN_MARK, OIDC_SCOPES } from '@campus/domain/auth-contract';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { SAMPLE_PASSWORD } from '../support/sign-in.ts';

test("a sign-in the app started that comes back to the browser offers 'Enter / Entrez' to the app (spec §2.2)", async ({
  page,
  baseURL,
}) => {
  // What the app's oidc-client-ts asks the provider (ADR 016): PKCE, and its mark on the state. The
  // provider here is configured to return to the web page, as a campus provider might be.
  const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
  const state = `f00d;${NATIVE_SIGN_IN_MARK}`;
  const authorize = new URLSearchParams({
    client_id: 'portal',
    response_type: 'code',
    scope: OIDC_SCOPES,
    redirect_uri: `${baseURL ?? ''}/loginredirect`,
    state,
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/oidc/token') tokenRequests.push(request.url());
  });
  await page.goto(`/oidc/auth?${authorize.toString()}`);
  // The person signs in on the identity provider's own page.
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('#username').fill('alice.martin');
  await page.locator('#password').fill(SAMPLE_PASSWORD);
  await page.getByRole('button', { name: 'Sign in / Se connecter' }).click();
  await page.waitForURL(/\/loginredirect\?/);

  const enter = page.getByRole('link', { name: 'Enter / Entrez' });
  await expect(enter).toBeVisible();
  const href = (await enter.getAttribute('href')) ?? '';
  expect(href).toMatch(/^org\.campus\.portal:\/loginredirect\?/);
  const handedOver = new URL(href).searchParams;
  expect(handedOver.get('state')).toBe(state);
  expect(handedOver.get('code')).toBe(new URL(page.url()).searchParams.get('code'));
  await expectNoSeriousA11yViolations(page, "/loginredirect for the app's sign-in");

  // The browser does not redeem the app's code (the app holds its PKCE verifier) and stays signed out.
  expect(tokenRequests).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem('campus.backend-token'))).toBeNull();
});
