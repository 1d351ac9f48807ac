import { type Page } from '@playwright/test';
import { signInFromLanding } from '../support/sign-in.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * Issue #29: on a phone a toast stands above the bottom bar, clear of the top bar, and in the wizard
 * above its button, clear of the step's heading. ines.silva (French, Maison de l'Argentine) and newcomer
 * are accounts no other journey uses, so the order of the journeys does not matter.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The boxes of the toast saying `text` and of the `others` (CSS selectors), read in the page the moment
 * the toast shows: the profile's lasts 1 s, too short to be measured by a second call.
 */
async function boxesWhenShown(page: Page, text: string, others: string[]): Promise<Box[]> {
  const handle = await page.waitForFunction(
    ({ text: wanted, selectors }) => {
      // The live region is always there, out of the flow; the toast is the message inserted into it.
      const region = Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).find((node) =>
        node.textContent.includes(wanted),
      );
      const toast = region?.firstElementChild ?? region;
      if (toast === undefined) return null;
      return [toast, ...selectors.map((selector) => document.querySelector(selector))].map((node) => {
        const box = node?.getBoundingClientRect();
        return box === undefined
          ? null
          : { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      });
    },
    { text, selectors: others },
  );
  const boxes = (await handle.jsonValue()) as (Box | null)[];
  expect(boxes, `the toast and ${others.join(', ')} on screen`).not.toContain(null);
  return boxes as Box[];
}

/** The two boxes share no pixel. */
function apart(a: Box, b: Box): boolean {
  return a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
}

test('on a phone a toast covers neither the top bar nor the bottom bar', async ({ signedInPage }) => {
  const page = await signedInPage('ines.silva', '/profile/settings');
  const settings = page.getByRole('dialog', { name: 'Paramètres' });
  // Public then My house: the second is a change whatever the profile held, so it is saved.
  await settings.getByRole('radio', { name: /Public/ }).check();
  await settings.getByRole('radio', { name: /Ma maison/ }).check();
  // The saved toast asks for the top of the screen: on a phone it comes above the bottom bar instead.
  const [saved, bottomBar, topBar] = await boxesWhenShown(page, 'Informations enregistrées avec succès', [
    '.main-nav--bottom',
    '.top-bar',
  ]);
  expect(apart(saved!, bottomBar!), 'the toast and the bottom bar').toBe(true);
  expect(apart(saved!, topBar!), 'the toast and the top bar').toBe(true);
  expect(bottomBar!.top - saved!.bottom, 'the toast just above the bottom bar').toBeLessThan(48);
});

test("the wizard's toast covers neither the step's heading nor its button", async ({ page }) => {
  // newcomer: an identity account only, whom the portal creates at first sign-in, wizard due.
  await page.goto('/news');
  await signInFromLanding(page, 'newcomer');
  await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'Get started !' }).click();
  const photoStep = page.getByRole('dialog', { name: 'Profile picture' });
  await photoStep.getByRole('button', { name: 'Next' }).click();
  const [problem, heading, next] = await boxesWhenShown(page, 'No picture for profile selected', [
    '#wizard-title',
    '.wizard__actions button',
  ]);
  expect(apart(problem!, heading!), 'the toast and the heading').toBe(true);
  expect(apart(problem!, next!), 'the toast and the button').toBe(true);

  // On the narrowest phone the toast's sentence takes the screen's width, not half of it (it stood in five
  // lines over "Choose a photo"), and covers none of the step's controls.
  await page.setViewportSize({ width: 320, height: 640 });
  await photoStep.getByRole('button', { name: 'Next' }).click();
  const [narrow, photoActions, narrowNext] = await boxesWhenShown(page, 'No picture for profile selected', [
    '.photo-editor__actions',
    '.wizard__actions button',
  ]);
  expect(apart(narrow!, photoActions!), "the toast and the photo's buttons").toBe(true);
  expect(apart(narrow!, narrowNext!), 'the toast and the button').toBe(true);
});
