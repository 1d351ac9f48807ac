import { expect, type Page } from '@playwright/test';

/** How long a route may take to replace the previous screen before it is taken as it is. */
const SCREEN_CHANGE_WAIT_MS = 5_000;

const mainText = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLElement>('main')?.innerText ?? '');

/**
 * Opens a route as the app's own links do, without reloading it: each route then costs its own screen,
 * not the app's start again (the sign-in is kept in memory, the router reads the new location). The
 * route sweeps (fit walk, accessibility) open every screen of the app this way.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const before = await mainText(page);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  // pushState changes the address at once, and the screen follows a few frames later (a lazy route loads
  // its code first, with no spinner of its own): until then the previous screen is still there and would
  // be checked in the new one's name. The app shell's main region names the address it shows (its
  // data-location, apps/web/src/app/layout/app-shell.tsx): once that is the window's address, the router
  // has rendered this route, or the one it sent the person on to, whatever its text; two screens may read
  // alike (a resident's "no access" on each staff route). Outside the shell (the 404 page) the main text
  // changing says it. Should neither happen, the route goes on after the wait.
  await page
    .waitForFunction(
      (previous) => {
        const main = document.querySelector<HTMLElement>('main');
        if (main === null) return false;
        if (main.dataset.location === window.location.pathname + window.location.search) return true;
        return main.innerText !== previous;
      },
      before,
      { timeout: SCREEN_CHANGE_WAIT_MS },
    )
    .catch(() => undefined);
}

/** The longest openInApp waits for a screen to change, for the sweeps' time budgets. */
export const OPEN_IN_APP_WAIT_MS = SCREEN_CHANGE_WAIT_MS;

/**
 * The screen has painted what it loads: no spinner, no busy region, the wide sidebar's blocks in place,
 * and the layout of a resize applied.
 */
export async function screenSettled(page: Page): Promise<void> {
  // After a resize, the media queries' change (the shell's wide/narrow switch) is applied by the next frame:
  // only then does the sidebar check below ask about the layout of this width, not the previous one.
  await nextFrames(page);
  await page.locator('main').waitFor();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
  if ((await page.locator('.right-sidebar').count()) > 0) {
    await expect(page.locator('.right-sidebar .user-block')).toBeVisible();
  }
  // What loaded re-lays the page out over the next frames.
  await nextFrames(page);
}

function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
