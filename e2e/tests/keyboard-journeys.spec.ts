import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngImage } from '../../apps/server/test/test-images.ts';
import { tabUntilFocused } from '../support/keyboard.ts';
import { signInFromLanding } from '../support/sign-in.ts';

/**
 * Issue #34: where the focus is after each keyboard step — modals opened by a direct link hold it, a news
 * dialog gives it back to its card, the directory filter and the contact request place it on the control
 * that replaced the focused one, and the wizard isolates the page and starts each step at its heading.
 * One sign-in per person: alice.martin's journeys share one page.
 */

/** Whether the focused element is `container` or inside it. */
async function focusIsInside(container: Locator): Promise<boolean> {
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

async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}

/** Presses Tab `presses` times and fails at the first stop in the page outside `container`. */
async function expectTabStaysInside(page: Page, container: Locator, presses: number): Promise<void> {
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

test.describe.serial('alice.martin with the keyboard', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.goto('/news');
    await signInFromLanding(page, 'alice.martin');
    await expect(page).toHaveURL(/\/news$/);
  });

  test.afterAll(async () => {
    await page.close();
  });

  for (const [path, name, closedAt] of [
    ['/my-identity/qr-identification', 'My identity', /\/news$/],
    ['/emergency', 'Emergency numbers', /\/services/],
  ] as const) {
    test(`a direct load of ${path} holds the focus in its dialog, and closing lands on the main heading`, async () => {
      await page.goto(path);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      // The wide shell's right column (with "Log out") renders after the dialog: it must be inert too.
      await expect(
        page.getByRole('button', { name: /log ?out/i, includeHidden: true }).first(),
      ).toBeAttached();
      await expect.poll(() => focusIsInside(dialog), 'focus starts in the dialog').toBe(true);
      await expectTabStaysInside(page, dialog, 25);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(closedAt);
      await expectFocused(page.locator('#main h1'));
    });
  }

  test('a news dialog opened after the skip link gives the focus back to its card', async () => {
    await page.goto('/news');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    expect(await tabUntilFocused(page, skipLink, 3), 'Tab reaches the skip link').toBe(true);
    await page.keyboard.press('Enter');
    const firstNews = page.getByTestId('news-card').first().getByRole('link').first();
    expect(await tabUntilFocused(page, firstNews, 30), 'Tab reaches the first news').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIsInside(dialog), 'focus moves into the dialog').toBe(true);
    await expectTabStaysInside(page, dialog, 5);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(firstNews);
  });

  test('the directory filter keeps the focus on the control that replaced the focused one', async () => {
    await page.goto('/directory/all');
    // Reaching the controls by Tab is keyboard.spec.ts's journey; this one starts on them.
    await page.getByRole('button', { name: 'Filter', exact: true }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Filters' });
    const group = panel.getByRole('button', { name: /^Institution/ });
    expect(await tabUntilFocused(page, group, 20), 'Tab reaches the Institution group').toBe(true);
    await page.keyboard.press('Enter');
    // The group's detail starts at its first value; Space chooses it and returns to the group.
    const values = panel.getByRole('group', { name: 'Institution' });
    await expectFocused(values.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(group).toContainText(/\S+\s*\S+/);
    await expectFocused(group);
    // Back in the detail, the chosen value has the focus; "Back to the groups" returns to the group.
    await page.keyboard.press('Enter');
    await expectFocused(values.getByRole('radio', { checked: true }));
    const back = panel.getByRole('button', { name: 'Back to the groups' });
    expect(await tabUntilFocused(page, back, 10, { backwards: true }), 'Shift+Tab reaches Back').toBe(true);
    await page.keyboard.press('Enter');
    await expectFocused(group);
    // Reset keeps its own button focused and says so.
    const reset = panel.getByRole('button', { name: 'Reset' });
    expect(await tabUntilFocused(page, reset, 10), 'Tab reaches Reset').toBe(true);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('status')).toBeVisible();
    await expectFocused(reset);
  });

  test('a contact request keeps the focus on the relation button, and closing returns to the card', async () => {
    await page.goto('/directory/all');
    const paul = page.getByRole('button', { name: /Paul Durand/ });
    await paul.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Paul Durand' });
    await expect(dialog).toBeVisible();
    const ask = dialog.getByRole('button', { name: 'Send a contact request' });
    expect(await tabUntilFocused(page, ask, 15), 'Tab reaches the request').toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Delete the request' })).toBeVisible();
    await expectFocused(dialog.getByRole('button', { name: 'Delete the request' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(paul);
  });
});

test('nina.nouvelle goes through the wizard with the focus on each step, never behind it', async ({
  page,
}) => {
  await page.goto('/news');
  await signInFromLanding(page, 'nina.nouvelle');
  await expect(page).toHaveURL(/\/wizard\/language$/);
  const wizard = page.getByRole('dialog');
  const heading = (name: string) => wizard.getByRole('heading', { level: 1, name });

  await expectFocused(heading('Language'));
  await expectTabStaysInside(page, wizard, 8);
  const english = wizard.getByRole('radio', { name: 'English' });
  await english.check();
  const start = wizard.getByRole('button', { name: 'Get started !' });
  expect(await tabUntilFocused(page, start, 10)).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wizard\/photo$/);
  await expectFocused(heading('Profile picture'));
  const chooser = page.waitForEvent('filechooser');
  expect(await tabUntilFocused(page, wizard.getByRole('button', { name: 'Choose a photo' }), 10)).toBe(true);
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngImage(640, 480) });
  await expect(wizard.locator('img.avatar')).toHaveAttribute('src', /\/photos\/\d+\?/);
  const next = wizard.getByRole('button', { name: 'Next' });
  expect(await tabUntilFocused(page, next, 10)).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wizard\/cursus$/);
  await expectFocused(heading('Studies'));
  await wizard.getByLabel('Institution').selectOption({ label: 'Sorbonne University' });
  await wizard.getByLabel('Field of study').selectOption({ label: 'Computer science' });
  await wizard.getByLabel('Year of study').selectOption({ index: 1 });
  expect(await tabUntilFocused(page, next, 10)).toBe(true);
  await page.keyboard.press('Enter');

  for (const [path, name] of [
    ['notifications', 'Notifications'],
    ['annuaire', 'Directory'],
  ] as const) {
    await expect(page).toHaveURL(new RegExp(`/wizard/${path}$`));
    await expectFocused(heading(name));
    expect(await tabUntilFocused(page, next, 10)).toBe(true);
    await page.keyboard.press('Enter');
  }

  await expect(page).toHaveURL(/\/wizard\/interests$/);
  await expectFocused(heading('Centers of interest'));
  for (const interest of ['Music', 'Cinema', 'Hiking']) {
    await wizard.getByRole('checkbox', { name: interest }).check();
  }
  expect(await tabUntilFocused(page, next, 60)).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/wizard\/done$/);
  await expectFocused(heading('All set'));
  const finish = wizard.getByRole('button', { name: "Let's go !" });
  expect(await tabUntilFocused(page, finish, 10)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news$/);
  await expectFocused(page.locator('#main h1'));
});
