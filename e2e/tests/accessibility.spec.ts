import { expect, test, type Page } from '@playwright/test';
import { routeSamples } from '../../apps/web/src/app/route-samples.ts';
import { runAxe } from '../support/accessibility.ts';
import { openInApp, OPEN_IN_APP_WAIT_MS, screenSettled } from '../support/open-in-app.ts';
import { sampleContent } from '../support/sample-content.ts';
import { signInFromLanding } from '../support/sign-in.ts';

/**
 * The accessibility gate of issue #19: every route of the app (app/route-samples.ts, kept complete by a
 * unit test over the route table), signed in, in English and in French, at desktop and phone widths, in
 * the light palette and in the dark one.
 * No serious or critical axe violation may remain; moderate ones are listed in the report.
 */
const PEOPLE = [
  { username: 'alice.martin', language: 'en', colorScheme: 'light' },
  { username: 'lucas.bernard', language: 'fr', colorScheme: 'light' },
  // The dark palette (the device's preference; the theme setting picks the same palette).
  { username: 'paul.durand', language: 'en', colorScheme: 'dark' },
] as const;
const WIDTHS = [1280, 390] as const;
/** Time for the sign-in before the sweep, and for each check of a screen (resize, settle, axe). */
const SIGN_IN_BUDGET_MS = 60_000;
const CHECK_BUDGET_MS = 4_000;

interface Findings {
  checked: number;
  serious: string[];
  moderate: string[];
}

/**
 * Opens each sample once, as the app's links do, and checks it at each width (the window resized in
 * place), sorting axe's findings by impact.
 */
async function sweep(page: Page, samples: [string, string][]): Promise<Findings> {
  const findings: Findings = { checked: 0, serious: [], moderate: [] };
  for (const [pattern, url] of samples) {
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await openInApp(page, url);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // A screen still loading is not the screen: wait for its spinners and busy regions to settle.
      await screenSettled(page);
      const { violations } = await runAxe(page);
      findings.checked += 1;
      for (const violation of violations) {
        const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
        const line = `${url} (${pattern}) at ${String(width)} px: ${violation.id} on ${nodes.join(' | ')}`;
        const blocking = violation.impact === 'serious' || violation.impact === 'critical';
        (blocking ? findings.serious : findings.moderate).push(line);
      }
    }
  }
  return findings;
}

for (const { username, language, colorScheme } of PEOPLE) {
  test(`every route passes axe, in ${language}, ${colorScheme}, at ${WIDTHS.join(' and ')} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme });
    await page.goto('/news');
    await signInFromLanding(page, username);
    const samples = Object.entries(routeSamples(await sampleContent(request, page, language))).filter(
      (sample): sample is [string, string] => sample[1] !== null,
    );
    // Each screen is opened, then analysed by axe at each width (a second or two each on a small machine):
    // the budget grows with the route table rather than failing the day a route is added.
    test.setTimeout(
      SIGN_IN_BUDGET_MS + samples.length * (OPEN_IN_APP_WAIT_MS + WIDTHS.length * CHECK_BUDGET_MS),
    );
    const { checked, serious, moderate } = await sweep(page, samples);
    for (const line of moderate) test.info().annotations.push({ type: 'moderate a11y', description: line });
    expect(checked).toBe(samples.length * WIDTHS.length);
    expect(serious, `serious or critical axe violations (${language}, ${colorScheme})`).toEqual([]);
  });
}
