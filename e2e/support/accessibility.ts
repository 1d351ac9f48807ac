import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** The bar of the issues: WCAG 2.1 A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * The WCAG A and AA rules whose outcome depends on the colours: contrast, and links told from their text
 * by colour alone. The palettes differ in colours only (global.css), so a screen switched to the other
 * palette needs only these again.
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core on the page as it stands, run in the page itself (injected once per document): the portal is
 * one frame, so this is what @axe-core/playwright's AxeBuilder finds, without its per-call cost (it injects
 * axe again and finishes each run in a new blank page: about 2 s a check here, against under 1 s).
 * `rules` runs only those rules (among the WCAG ones); by default, every WCAG A and AA rule.
 */
export async function runAxe(page: Page, rules?: readonly string[]): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ tags, only }) => {
      if (window.axe === undefined) throw new Error('axe-core was not injected');
      // Only the violations are read: the passes and the rest are summed up in one node each, which spares
      // the copy of thousands of nodes out of the page on every check.
      return window.axe.run(document, {
        runOnly: only === null ? { type: 'tag', values: tags } : { type: 'rule', values: only },
        resultTypes: ['violations'],
      });
    },
    { tags: WCAG_TAGS, only: rules === undefined ? null : [...rules] },
  );
}

/**
 * No violation of impact serious or critical (the bar of the issues). The failure message names each rule
 * and the first elements it caught, so a report says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const { violations } = await runAxe(page);
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}
