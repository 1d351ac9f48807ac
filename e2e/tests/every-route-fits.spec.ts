import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeSamples } from '../../apps/web/src/app/route-samples.ts';
import { findMisfits } from '../support/fit-check.ts';
import { OPEN_IN_APP_WAIT_MS, openInApp, screenSettled } from '../support/open-in-app.ts';
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

/** Time for one measure: resize, settle, and the in-page walk of fit-check.ts. */
const MEASURE_BUDGET_MS = 2_000;

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
    test.setTimeout(60_000 + samples.length * (OPEN_IN_APP_WAIT_MS + WIDTHS.length * MEASURE_BUDGET_MS));
    const found: string[] = [];
    let measured = 0;
    for (const [pattern, url] of samples) {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await openInApp(page, url);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await screenSettled(page);
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
