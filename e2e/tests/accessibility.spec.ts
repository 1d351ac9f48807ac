import { type Page } from '@playwright/test';
import { routeSamples } from '../../apps/web/src/app/route-samples.ts';
import { COLOUR_RULES, runAxe } from '../support/accessibility.ts';
import { openInApp, OPEN_IN_APP_WAIT_MS, screenSettled } from '../support/open-in-app.ts';
import { sampleContent } from '../support/sample-content.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * The accessibility gate of issues #19 and #34: every route of the app (app/route-samples.ts, kept complete
 * by a unit test over the route table), signed in, in English and in French, at desktop and phone widths,
 * each in the light palette and in the dark one. No serious or critical axe violation may remain; moderate
 * ones are listed in the report.
 *
 * Each screen is opened once and analysed in place in both palettes: the device's preference is switched
 * (page.emulateMedia) without a reload, and the palette follows it live (global.css picks its colours with
 * light-dark() under `color-scheme: light dark`; a person's own theme setting would pin one, and the sample
 * people keep the device's). Each check first makes sure the page shows the palette it is named after.
 * The switch changes colours only, never the page: at each width, the first palette gets every WCAG rule,
 * the second the colour rules (support/accessibility.ts, COLOUR_RULES).
 */
const PEOPLE = [
  { username: 'alice.martin', language: 'en', only: null },
  { username: 'lucas.bernard', language: 'fr', only: null },
  // The staff console's screens (a resident sees "no access" there) and a campus editor's own house: what
  // only paul.durand's walk reaches. The rest of his walk would open the screens Alice's opens.
  { username: 'paul.durand', language: 'en', only: /^\/(staff|house)\b/ },
] as const;
const WIDTHS = [1280, 390] as const;
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];
/** The page's background in each palette (global.css --color-bg): proof that the palette followed. */
const BACKGROUND: Record<Scheme, string> = { light: 'rgb(244, 246, 242)', dark: 'rgb(15, 21, 19)' };
/** Time for the sign-in before the sweep, and for each check of a screen (resize or palette, settle, axe). */
const SIGN_IN_BUDGET_MS = 60_000;
const CHECK_BUDGET_MS = 4_000;

interface Findings {
  checked: number;
  serious: string[];
  moderate: string[];
}

/**
 * Switches the device's preference and waits, in the page, until it has repainted in that palette with
 * its colour transitions over: buttons and navigation links ease their colours (global.css, layout.css),
 * and axe measuring them halfway reported contrasts that no one sees once the switch is over. The check
 * runs at each frame: polling from here waited 100 ms for a switch that takes 20 to 40.
 */
async function showPalette(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page
    .waitForFunction(
      (expected) =>
        getComputedStyle(document.documentElement).backgroundColor === expected &&
        document
          .getAnimations()
          .every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'),
      BACKGROUND[scheme],
      { timeout: 5_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`The ${scheme} palette did not follow the device within 5 s`, { cause: error });
    });
}

/**
 * Opens each sample once, as the app's links do, and checks it at each width (the window resized in
 * place) and in each palette (switched in place), sorting axe's findings by impact. The order snakes
 * (widths and palettes alternate from one screen to the next), so that no resize or switch is made only
 * to come back.
 */
async function sweep(page: Page, samples: [string, string][]): Promise<Findings> {
  const findings: Findings = { checked: 0, serious: [], moderate: [] };
  let widths: readonly number[] = WIDTHS;
  let schemes: readonly Scheme[] = SCHEMES;
  for (const [pattern, url] of samples) {
    await openInApp(page, url);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // A screen still loading is not the screen: wait for its spinners and busy regions to settle.
      await screenSettled(page);
      for (const [index, scheme] of schemes.entries()) {
        await showPalette(page, scheme);
        // The first palette at this width gets every rule; the second, only those its colours can change.
        const { violations } = await runAxe(page, index === 0 ? undefined : COLOUR_RULES);
        findings.checked += 1;
        for (const violation of violations) {
          const nodes = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
          const line = `${url} (${pattern}) at ${String(width)} px, ${scheme}: ${violation.id} on ${nodes.join(' | ')}`;
          const blocking = violation.impact === 'serious' || violation.impact === 'critical';
          (blocking ? findings.serious : findings.moderate).push(line);
        }
      }
      schemes = [...schemes].reverse();
    }
    widths = [...widths].reverse();
  }
  return findings;
}

// Each person's sweep signs in on its own and only reads (but for the one room request sample-content.ts
// files for a person who has none, seen by no one else), so the sweeps need not wait for one another: they
// go to whichever worker is free (playwright.config.ts keeps the journeys' files in order), and the longest
// file of the suite no longer holds one worker for all three.
test.describe.configure({ mode: 'parallel' });

for (const { username, language, only } of PEOPLE) {
  const what = only === null ? 'every route passes' : 'the staff and house routes pass';

  test(`${what} axe as ${username}, in ${language}, light and dark, at ${WIDTHS.join(' and ')} px`, async ({
    signedInPage,
    request,
  }) => {
    test.setTimeout(240_000);
    const page = await signedInPage(username);
    const samples = Object.entries(routeSamples(await sampleContent(request, page, language))).filter(
      (sample): sample is [string, string] => sample[1] !== null && (only === null || only.test(sample[0])),
    );
    // Each screen is opened, then analysed by axe at each width in each palette (a second or two each on a
    // small machine): the budget grows with the route table rather than failing the day a route is added.
    const checks = WIDTHS.length * SCHEMES.length;
    test.setTimeout(SIGN_IN_BUDGET_MS + samples.length * (OPEN_IN_APP_WAIT_MS + checks * CHECK_BUDGET_MS));
    const { checked, serious, moderate } = await sweep(page, samples);
    for (const line of moderate) test.info().annotations.push({ type: 'moderate a11y', description: line });
    expect(checked).toBe(samples.length * checks);
    expect(serious, `serious or critical axe violations (${username}, ${language})`).toEqual([]);
  });
}
