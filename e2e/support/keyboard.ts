import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `target` has the focus, at most `max` times; whether it got there. */
export async function tabUntilFocused(page: Page, target: Locator, max: number): Promise<boolean> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return true;
  }
  return false;
}
