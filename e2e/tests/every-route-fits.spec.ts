import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeSamples } from '../../apps/web/src/app/route-samples.ts';
import { findMisfits } from '../support/fit-check.ts';
import { sampleContent } from '../support/sample-content.ts';
import { signInFromLanding } from '../support/sign-in.ts';

/**
 * Issue #29: every route of the app (app/route-samples.ts) fits the phones people carry and the tablet and
 * small laptop widths, in both languages, with the longest sample content: camille.dupont reads French
 * and lives in two houses with long names; alice.martin reads English. Each route is opened once per
 * person and measured at every width, the window resized in place (fit-check.ts says what is measured).
 *
 * FIT_SCREENSHOTS=<folder> also saves a picture of each route at 320 and 390 px, for a person to look at
 * (not part of the gate).
 */
const PEOPLE = [
  { username: 'camille.dupont', language: 'fr' },
  { username: 'alice.martin', language: 'en' },
] as const;
const WIDTHS = [320, 360, 390, 430, 768, 1024] as const;
const SCREENSHOT_WIDTHS: readonly number[] = [320, 390];
const screenshotFolder = process.env.FIT_SCREENSHOTS;

/** The screen has painted what it loads: no spinner, no busy region, the wide sidebar's blocks in place. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
  if ((await page.locator('.right-sidebar').count()) > 0) {
    await expect(page.locator('.right-sidebar .user-block')).toBeVisible();
  }
  // A resize re-lays the page out over the next frames (media queries, the shell's wide/narrow switch).
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** With FIT_SCREENSHOTS, the top of the page at 320 and 390 px, two screens at most (longer is too small to read). */
async function saveScreenshot(page: Page, language: string, width: number, url: string): Promise<void> {
  if (screenshotFolder === undefined || !SCREENSHOT_WIDTHS.includes(width)) return;
  const folder = join(screenshotFolder, `${language}-${String(width)}`);
  mkdirSync(folder, { recursive: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.screenshot({
    path: join(folder, `${fileName(url)}.png`),
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, 1600) },
  });
}

const fileName = (url: string) => url.replace(/^\//, '').replace(/[^\w-]+/g, '_') || 'root';

/** How long a route may take to replace the previous screen before it is measured as it is. */
const SCREEN_CHANGE_WAIT_MS = 5_000;

/** Time for one measure: resize, settle, and the in-page walk of fit-check.ts. */
const MEASURE_BUDGET_MS = 2_000;

const mainText = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLElement>('main')?.innerText ?? '');

/**
 * Opens a route as the app's own links do, without reloading it: each route then costs its own screen,
 * not the app's start again (the sign-in is kept in memory, the router reads the new location).
 */
async function openInApp(page: Page, url: string): Promise<void> {
  const before = await mainText(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // pushState changes the address at once: waiting for the exact address would hang on a route that sends
  // the person elsewhere (alice's walk stalled so). The screen changes a few frames later (a lazy route
  // loads its code first, with no spinner of its own): until the main region says something else, the
  // previous screen is still there and would be measured in the new one's name. Should two routes show
  // the same main text, the second goes on after the wait.
  await page
    .waitForFunction(
      (previous) => document.querySelector<HTMLElement>('main')?.innerText !== previous,
      before,
      {
        timeout: SCREEN_CHANGE_WAIT_MS,
      },
    )
    .catch(() => undefined);
}

for (const { username, language } of PEOPLE) {
  test(`every route fits at ${WIDTHS.join(', ')} px, ${username} (${language})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto('/news');
    await signInFromLanding(page, username);
    const samples = Object.entries(routeSamples(await sampleContent(request, page, language))).filter(
      (sample): sample is [string, string] => sample[1] !== null,
    );
    // The budget grows with the route table: the sign-in, then per route the wait for its screen and a
    // measure at each width.
    test.setTimeout(60_000 + samples.length * (SCREEN_CHANGE_WAIT_MS + WIDTHS.length * MEASURE_BUDGET_MS));
    const found: string[] = [];
    let measured = 0;
    for (const [pattern, url] of samples) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await openInApp(page, url);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await settled(page);
        for (const misfit of await findMisfits(page)) {
          found.push(
            `${url} (${pattern}) at ${String(width)} px: ${misfit.kind} ${misfit.element}: ${misfit.detail}`,
          );
        }
        measured += 1;
        await saveScreenshot(page, language, width, url);
      }
    }
    expect(measured).toBe(samples.length * WIDTHS.length);
    expect(found, `what does not fit (${username})`).toEqual([]);
  });
}
