import { fileURLToPath } from 'node:url';
import { FIRST_PAINT_SCREENS, firstPaintStringsChunk } from '../../apps/web/src/app/first-paint.ts';
import { gzipSizes, initialJavaScriptFiles, readBuildManifest } from '../support/initial-javascript.ts';
import { expect, test } from '../support/signed-in.ts';

// Issue #20: the performance budget of the gate. `npm test` builds the web app just before the end-to-end
// tests (test:e2e), so the budget reads that very build; no browser is needed.
//
// 150 kB gzip before /news can paint: the libraries every screen needs (react-dom, react-router, i18next,
// TanStack Query: about 120 kB in the framework chunk), the shell, the news list and the first-paint
// namespaces of the strings. What the first paint does not need loads after it: TypeBox, DOMPurify, the sidebar, the
// events list, the checklist prompt and badge rules, the other screens' strings (ADR 018).
const BUDGET_BYTES = 150 * 1024;
const distDir =
  process.env.E2E_WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

test.describe('performance budget (issue #20)', () => {
  test('/news loads no more JavaScript (gzip) than the budget before it can show the news', () => {
    const manifest = readBuildManifest(distDir);
    const strings = Object.keys(manifest).find((key) => manifest[key]?.name === firstPaintStringsChunk('fr'));
    // The entry (index.html's script), then what the /news route loads (app/first-paint.ts): its route
    // file (its screen and the news list query), with the chunks it imports statically.
    const files = initialJavaScriptFiles(manifest, [
      'index.html',
      FIRST_PAINT_SCREENS.news,
      // main.tsx loads the first-paint namespaces of the starting language before the first render, one
      // chunk (vite.config.ts): the heavier language's (French) counts.
      strings ?? 'no chunk of the French first-paint strings',
    ]);
    const sizes = gzipSizes(distDir, files);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const heaviest = [...sizes]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} kB`)
      .join(', ');
    test.info().annotations.push({
      type: 'budget',
      description: `/news initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip in ${String(files.length)} files (budget ${String(BUDGET_BYTES / 1024)} kB)`,
    });
    expect(
      total,
      `/news initial JavaScript (gzip) over the budget; heaviest: ${heaviest}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test('the runtime configuration is asked by the page itself, once, while the entry script loads (issue #31)', async ({
    page,
  }) => {
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Connexion / Login' })).toBeVisible();
    const asked = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/portal-config.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    // One request, the HTML's preload: the app's own fetch was answered with it (a mismatch asks twice).
    expect(asked).toEqual(['link']);
    expect(console.filter((text) => /preload/i.test(text))).toEqual([]);
  });

  test('a returning resident’s /news asks its news beside users/me, once, not after it (issue #31)', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const events: string[] = [];
    const apiPath = (url: string) => new URL(url).pathname.replace('/wp-json', '');
    page.on('request', (request) => events.push(`asked ${apiPath(request.url())}`));
    page.on('requestfinished', (request) => events.push(`answered ${apiPath(request.url())}`));
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(events.filter((event) => event === 'asked /wp/v2/posts')).toHaveLength(1);
    // Asked before users/me has answered: the news no longer wait for the person.
    expect(events.indexOf('asked /wp/v2/posts')).toBeLessThan(events.indexOf('answered /wp/v2/users/me'));
  });

  test('a returning resident’s phone paints its first cards before the app, which replaces them in place (issue #31)', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin', '/news', (opening) =>
      opening.setViewportSize({ width: 412, height: 823 }),
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    // The app's entry held back, as on a slow phone: what shows meanwhile is the inline script's copy.
    let releaseEntry = () => {};
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/news', { waitUntil: 'commit' });
    const early = page.locator('#early-paint');
    await expect(early.locator('article')).toHaveCount(2);
    await expect(early).toHaveAttribute('aria-hidden', 'true');
    await expect(early.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('News');
    const earlyCard = await early.locator('article').first().boundingBox();
    const earlyTitle = await early.locator('article h2').first().textContent();
    // Decorative and out of the way of the keyboard: nothing in it takes the focus.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#early-paint') ?? null)).toBeNull();

    releaseEntry();
    const cards = page.locator('[data-testid="news-card"]');
    await expect(cards.first()).toBeVisible();
    await expect(early).toHaveCount(0);
    // The app's own cards in the copy's place, each once.
    await expect(cards).toHaveCount(20);
    await expect(page.locator('article')).toHaveCount(20);
    await expect(cards.first().locator('h2')).toHaveText(earlyTitle ?? '');
    expect(await cards.first().boundingBox()).toEqual(earlyCard);
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + ((entry as unknown as { value: number }).value || 0), 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            resolve(0);
          }, 500);
        }),
    );
    expect(shifts).toBeLessThan(0.05);
  });

  test('a phone’s /news asks the app’s code once the copy’s first image is in, or at once on a tap (ADR 052)', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('alice.martin', '/news', (opening) =>
      opening.setViewportSize({ width: 412, height: 823 }),
    );
    await expect(page.getByRole('article').first()).toBeVisible();
    const code: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/assets/') && path.endsWith('.js')) code.push(path);
    });
    // The images held back, as on a slow link.
    let releaseImages = () => {};
    const imagesHeld = new Promise<void>((resolve) => (releaseImages = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'image') await imagesHeld;
      await route.continue();
    });
    const cards = page.locator('[data-testid="news-card"]');
    // A tap first, while the images are held; then the image, let through.
    const starts = [
      () => page.mouse.click(200, 400),
      () => {
        releaseImages();
        return Promise.resolve();
      },
    ];
    for (const start of starts) {
      // Away first, so that no request of the page before counts.
      await page.goto('about:blank');
      code.length = 0;
      await page.goto('/news', { waitUntil: 'commit' });
      await expect(page.locator('#early-paint article')).toHaveCount(2);
      // The copy is painted, its first image on its way: no code asked yet (index.html asked it at once).
      expect(code).toEqual([]);
      await start();
      await expect(cards).toHaveCount(20);
      expect(code.length).toBeGreaterThan(3);
    }
  });

  test('no early copy for a visitor (issue #31)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/news');
    await expect(page.getByRole('button', { name: 'Connexion / Login' })).toBeVisible();
    await expect(page.locator('#early-paint')).toHaveCount(0);
  });
});
