import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { sampleNews } from '../../apps/server/test/sample-content.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { signInFromLanding } from '../support/sign-in.ts';

// Issue #17 "Installable web app": the manifest and the service worker make the portal installable, and
// what a resident read stays readable offline until they sign out (ADR 018).

interface WebManifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

const PERSONAL_CACHE_PREFIX = 'portal-offline-';
const OFFLINE_BANNER = 'You are offline: the portal shows what this device saved.';
const latestSticky = sampleNews.filter((news) => news.sticky).sort((a, b) => a.daysAgo - b.daysAgo)[0]!;

/** Waits until the portal's service worker is activated and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<string | undefined> {
  // The worker takes control (clients.claim) while it activates: the activation ends a moment later.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

test.describe('installable web app (issue #17)', () => {
  // The service worker is what these journeys are about (playwright.config.ts blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('the manifest is valid and each of its icons answers with its size', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await response.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Campus portal',
      short_name: 'Campus',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f5c4d',
      background_color: '#f4f6f2',
    });
    const icons = manifest.icons ?? [];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type'], icon.src).toBe(icon.type);
      const { width, height } = PNG.sync.read(await image.body());
      expect(`${String(width)}x${String(height)}`, icon.src).toBe(icon.sizes);
    }
  });

  test('signed in, the last news and /emergency still show offline; signing out empties the caches', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    expect(await serviceWorkerInControl(page)).toBe('activated');

    await signInFromLanding(page, 'alice.martin');
    // Read the news, then the emergency numbers, with the worker in control so that it keeps them.
    await page.goto('/news');
    const firstCard = page.getByTestId('news-card').first();
    await expect(firstCard.getByRole('heading')).toHaveText(latestSticky.text.en.title);
    await page.goto('/emergency');
    const emergency = page.getByRole('dialog', { name: 'Emergency numbers' });
    await expect(emergency.getByRole('link', { name: /SAMU/ })).toHaveAttribute('href', 'tel:15');
    expect(await cacheNames(page)).toContain(`${PERSONAL_CACHE_PREFIX}api`);

    await context.setOffline(true);
    await page.goto('/news');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();
    await expect(page.getByTestId('news-card').first().getByRole('heading')).toHaveText(
      latestSticky.text.en.title,
    );
    await expectNoSeriousA11yViolations(page, '/news offline, with the offline banner');

    await page.goto('/emergency');
    await expect(emergency.getByRole('link', { name: /SAMU/ })).toHaveAttribute('href', 'tel:15');
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible();

    await context.setOffline(false);
    await page.goto('/news');
    await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
    await page
      .getByRole('button', { name: /log ?out/i })
      .first()
      .click();
    // One step: the provider does not ask again when the portal itself ends the session. The app shows the
    // landing page while it empties the caches, then goes through the provider: wait for its way back.
    await page.waitForURL(/\/endredirect/, { timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Connexion / Login' })).toBeVisible();

    // Nothing of Alice's is left: no personal cache, and the shell's caches hold no API answer.
    const names = await cacheNames(page);
    expect(names.filter((name) => name.startsWith(PERSONAL_CACHE_PREFIX))).toEqual([]);
    const cachedApiAnswers = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/wp-json/'));
    });
    expect(cachedApiAnswers).toEqual([]);
  });
});
