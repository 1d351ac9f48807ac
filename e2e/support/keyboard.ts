import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, at most `max` times; whether it
 * got there. After each press a target not on the page is waited for a second (it may be on its way);
 * with `stopWhenGone`, for a target the page may redraw elsewhere (a map marker), its absence ends the walk
 * at once, so that the caller can look for it again.
 */
export async function tabUntilFocused(
  page: Page,
  target: Locator,
  max: number,
  { backwards = false, stopWhenGone = false }: { backwards?: boolean; stopWhenGone?: boolean } = {},
): Promise<boolean> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (stopWhenGone && (await target.count()) === 0) return false;
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return true;
  }
  return false;
}

/** Whether the focused element is `container` or inside it. */
export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement)).catch(() => false);
}

/**
 * Whether the focus is in `container` or out of the page: past the last reachable control, Tab goes to
 * the browser's own controls (the page then reports <body>), and the next Tab comes back to the first.
 */
async function focusIsInsideOrOutOfPage(container: Locator): Promise<boolean> {
  return container
    .evaluate(
      (element) => element.contains(document.activeElement) || document.activeElement === document.body,
    )
    .catch(() => false);
}

/** Presses Tab `presses` times and fails at the first stop in the page outside `container`. */
export async function expectTabStaysInside(page: Page, container: Locator, presses: number): Promise<void> {
  let inside = 0;
  for (let press = 1; press <= presses; press += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
    if (await focusIsInside(container)) inside += 1;
    expect(
      await focusIsInsideOrOutOfPage(container),
      `Tab ${String(press)} stays in the dialog (on ${where})`,
    ).toBe(true);
  }
  expect(inside, 'most Tab stops are in the dialog').toBeGreaterThan(presses / 2);
}
