import { type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeSamples } from '../../apps/web/src/app/route-samples.ts';
import { findMisfits } from '../support/fit-check.ts';
import { BACKEND_TOKEN_KEY } from '../support/backend-token.ts';
import { OPEN_IN_APP_WAIT_MS, openInApp, screenSettled } from '../support/open-in-app.ts';
import { sampleContent } from '../support/sample-content.ts';
import { expect, test } from '../support/signed-in.ts';

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

// Each walk signs in on its own and only reads (but for the one room request sample-content.ts files for
// a person who has none, seen by no one else), so the walks need not wait for one another: they go to
// whichever worker is free (playwright.config.ts keeps the journeys' files in order).
test.describe.configure({ mode: 'parallel' });

for (const { username, language } of PEOPLE) {
  test(`every route fits at ${WIDTHS.join(', ')} px, ${username} (${language})`, async ({
    signedInPage,
    request,
  }) => {
    test.setTimeout(240_000);
    const page = await signedInPage(username, '/news', (page) =>
      page.setViewportSize({ width: WIDTHS[0], height: 800 }),
    );
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

/**
 * Issue #33: the staff console's screens for a campus editor and administrator (paul.durand, who may open
 * them all), at the phone widths where the editor was cramped: the items list, a new news item and event,
 * a saved item with its versions, the notifications with their list, the audit log, the roles, the forms,
 * a form's results, and the maintenance queue and figures (issue #32). Their wide tables scroll inside a focusable region (ui/scroll-region.tsx).
 */
const STAFF_WIDTHS = [320, 390] as const;

/** A staff screen to measure, and what shows once it has loaded (a saved item's versions, below its form). */
interface StaffSample {
  url: string;
  loaded: string;
}

async function staffSamples(request: APIRequestContext, page: Page): Promise<StaffSample[]> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), BACKEND_TOKEN_KEY);
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/wp-json/portal/v1/staff${path}`, {
      headers: { authorization: `Bearer ${token ?? ''}` },
    });
    expect(response.status(), path).toBe(200);
    return (await response.json()) as T;
  };
  const [item] = await get<{ type: string; group: string }[]>('/items?per_page=1');
  const [form] = await get<{ id: number }[]>('/forms');
  expect(item, 'a staff item').toBeDefined();
  expect(form, 'a form paul may read').toBeDefined();
  const screen = (url: string) => ({ url, loaded: 'main h1' });
  return [
    screen('/staff/items'),
    screen('/staff/items/post/new'),
    screen('/staff/items/event/new'),
    {
      url: `/staff/items/${item?.type ?? ''}/${encodeURIComponent(item?.group ?? '')}`,
      loaded: '.staff-versions h2',
    },
    screen('/staff/notifications'),
    screen('/staff/audit'),
    screen('/staff/roles'),
    screen('/staff/forms'),
    screen(`/staff/forms/${String(form?.id ?? 0)}`),
    // Issue #32: the maintenance queue (cards, not a table) and the houses' figures.
    screen('/staff/maintenance'),
    screen('/staff/maintenance/figures'),
  ];
}

test(`the staff screens fit ${STAFF_WIDTHS.join(' and ')} px, paul.durand (issue #33)`, async ({
  signedInPage,
  request,
}) => {
  test.setTimeout(180_000);
  const page = await signedInPage('paul.durand', '/news', (page) =>
    page.setViewportSize({ width: STAFF_WIDTHS[0], height: 800 }),
  );
  const samples = await staffSamples(request, page);
  const found: string[] = [];
  for (const { url, loaded } of samples) {
    await page.setViewportSize({ width: STAFF_WIDTHS[0], height: 800 });
    await openInApp(page, url);
    await expect(page.locator(loaded).first()).toBeVisible();
    for (const width of STAFF_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await screenSettled(page);
      for (const misfit of await findMisfits(page)) {
        found.push(`${url} at ${String(width)} px: ${misfit.kind} ${misfit.element}: ${misfit.detail}`);
      }
      await saveScreenshot(page, 'staff', width, url);
    }
  }
  expect(found, 'what does not fit (paul.durand)').toEqual([]);
});
