import { parseSignedQr, type IdentityQrVerification } from '@campus/domain/identity-qr';
import { type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signInFromLanding } from '../support/sign-in.ts';
import { BACKEND_TOKEN_KEY } from '../support/backend-token.ts';
import { expect, test } from '../support/signed-in.ts';

/** What a campus reader sees: the QR code on screen, decoded from a screenshot. */
async function scanQrCode(page: Page): Promise<string> {
  const image = PNG.sync.read(await page.locator('.identity-qr__code').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (decoded === null) throw new Error('The QR code on screen does not decode');
  return decoded.data;
}

test.describe('identity cards on a phone (spec §2.13, ADR 013)', () => {
  // The top bar's shortcuts are the phone layout's; a sharper screenshot keeps the decoding honest.
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });

  test("a resident's QR code decodes to her QR url with a valid signature from the portal", async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin');
    await page.getByRole('banner').getByRole('link', { name: 'Identification' }).click();
    await expect(page).toHaveURL(/\/my-identity\/identification$/);
    const modal = page.getByRole('dialog', { name: 'My identity' });
    await expect(modal.getByRole('article', { name: 'MARTIN Alice' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the identity card');

    await modal.getByRole('link', { name: 'QR identification' }).click();
    await expect(modal.getByRole('img', { name: 'Identification QR code' })).toBeVisible();
    await expect(modal.getByRole('figure', { name: 'MARTIN Alice' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the identification QR code');

    const payload = await scanQrCode(page);
    expect(parseSignedQr(payload)).toMatchObject({
      url: 'https://campus.example/qr/identification/alice.martin',
      kind: 'identification',
    });
    // The reader's check: the portal signed exactly this, and it has not expired.
    const verdict = await page.request.post('/wp-json/portal/v1/identity-qr/verify', { data: { payload } });
    expect(await verdict.json()).toMatchObject({
      valid: true,
      verdict: 'valid',
      url: 'https://campus.example/qr/identification/alice.martin',
    } satisfies Partial<IdentityQrVerification>);
    const tampered = payload.replace('alice.martin', 'camille.dupont');
    const refused = await page.request.post('/wp-json/portal/v1/identity-qr/verify', {
      data: { payload: tampered },
    });
    expect(((await refused.json()) as IdentityQrVerification).verdict).toBe('forged');

    await modal.getByRole('link', { name: 'QR sport' }).click();
    await expect(modal.getByRole('img', { name: 'Sport QR code' })).toBeVisible();
    expect(parseSignedQr(await scanQrCode(page))?.url).toBe('https://campus.example/qr/sport/alice.martin');
  });

  test('a person without a sport QR url sees no sport tab', async ({ signedInPage }) => {
    const page = await signedInPage('paul.durand');
    await page.getByRole('banner').getByRole('link', { name: 'Identification' }).click();
    const modal = page.getByRole('dialog', { name: 'My identity' });
    const tabs = modal.getByRole('navigation', { name: 'Identity views' });
    await expect(tabs.getByRole('link', { name: 'QR identification' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'QR sport' })).toHaveCount(0);
    await page.goto('/my-identity/qr-sport');
    await expect(page).toHaveURL(/\/my-identity\/identification$/);
  });
});

test('8 logo taps reveal Debug; expiring the backend token then a test request renews it', async ({
  page,
}) => {
  // Its own sign-in: it starts as a visitor, and it changes the session (support/signed-in.ts).
  // Before the unlock both pages are 404s: /logs for a visitor, /debug for a signed-in person.
  await page.goto('/logs');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/debug');
  await signInFromLanding(page, 'yuki.tanaka');
  await expect(page).toHaveURL(/\/debug$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  const logo = page.getByRole('link', { name: 'Campus portal, home' });
  for (let tap = 0; tap < 7; tap += 1) await logo.click();
  await expect(page.getByRole('link', { name: 'Debug' })).toHaveCount(0);
  await logo.click();
  await page.getByRole('link', { name: 'Debug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Debug' })).toBeVisible();
  const authConfig = page.getByRole('region', { name: 'Auth configuration' });
  await expect(authConfig.getByText('portal', { exact: true })).toBeVisible();
  await expect(authConfig.getByText(/\/oidc$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the debug page');

  const before = await page.evaluate((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY);
  expect(before).not.toBeNull();
  // The shell asks the inbox again every 3 s here (NOTIFICATIONS_REFRESH_MS, playwright.config.ts): one
  // sent while the session is being revoked is refused and signs the person out, and one sent between the
  // two buttons renews the token before the test request does. Start just after one has been answered.
  await page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/wp-json/wp/v2/notification',
  );
  await page.getByRole('button', { name: 'Expire the backend token' }).click();
  await expect(page.getByText(/Backend token expired/)).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY)).toBeNull();

  await page.getByRole('button', { name: 'Send a test request' }).click();
  // Spec §4: the identity provider's access token (an hour) is still valid, so the server opens a new
  // session and the answer carries a new backend token. An expired one would be refused with a jwt 403 and
  // the person signed out (app/debug.test.tsx).
  await expect(page.getByText(/^Test request answered 200 in \d+ ms · Backend token renewed$/)).toBeVisible();
  const after = await page.evaluate((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY);
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
});

test('a visitor on a phone unlocks the logs with 8 taps on the landing logo, keeps them after a reload, and picks a level with a 44 px control (issue #29)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const logo = page.getByRole('button', { name: 'Campus portal logo' });
  for (let tap = 0; tap < 8; tap += 1) await logo.click();
  await page.reload();
  await page.getByRole('link', { name: 'Debug' }).click();
  await expect(page).toHaveURL(/\/logs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
  const level = page.getByRole('combobox', { name: 'Log level' });
  const box = await level.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await level.selectOption({ label: 'Debug' });
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Log level' })).toHaveValue('0');
});
