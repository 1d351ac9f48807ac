import { expect, test } from '@playwright/test';
import { pngImage } from '../../apps/server/test/test-images.ts';
import { signInFromLanding } from '../support/sign-in.ts';

/**
 * Issue #32, "nothing typed is lost": yuki.tanaka (English, a room in the Maison du Japon) loses the
 * connection while reporting a problem on her phone. In a browser the report waits in the tab (ADR 045:
 * the app keeps it on the device, which a browser test cannot be) and is sent, once, when the connection
 * is back. No other spec reads yuki's maintenance requests.
 */
// As a resident's phone has it, the service worker included (playwright.config.ts blocks it elsewhere).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });

test('a report sent without a connection waits, then is sent once when the connection is back', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const creations: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'POST' && pathname === '/wp-json/portal/v1/maintenance-requests') {
      creations.push(pathname);
    }
  });
  await page.goto('/maintenance/new');
  await signInFromLanding(page, 'yuki.tanaka');
  await expect(page).toHaveURL(/\/maintenance\/new$/);

  await page.getByRole('radio', { name: 'Heating' }).check();
  await expect(page.getByRole('radio', { name: /^My room/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'What is wrong?' }).fill('The radiator stays cold.');
  await page.getByLabel('Add photos').setInputFiles({
    name: 'radiator.png',
    mimeType: 'image/png',
    buffer: await pngImage(640, 480),
  });
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'will be sent as soon as the connection is back' }),
  ).toBeVisible();
  expect(creations).toEqual([]);

  await context.setOffline(false);
  await expect(page).toHaveURL(/\/maintenance\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Heating · Room/ })).toBeVisible();
  await expect(page.getByText('Your request was sent.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo 1' })).toHaveJSProperty('complete', true);
  expect(creations).toHaveLength(1);
});
