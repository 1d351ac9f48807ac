import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab (Shift+Tab when `backwards`) until `target` has the focus, at most `max` times; whether it
 * got there.
 */
export async function tabUntilFocused(
  page: Page,
  target: Locator,
  max: number,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<boolean> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return true;
  }
  return false;
}
