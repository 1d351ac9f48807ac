import { type Locator, type Page } from '@playwright/test';
import { expectTabStaysInside, focusIsInside, tabUntilFocused } from '../support/keyboard.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * Issue #34: where the focus is after each keyboard step — modals opened by a direct link or a reload
 * hold it, a news dialog gives it back to its card, the directory filter and the contact request place it
 * on the control that replaced the focused one. One sign-in: alice.martin's journeys share one page. The
 * wizard's own journey (wizard.spec.ts) checks its focus, as nina.nouvelle's wizard can be gone through
 * only once.
 */

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}

test.describe.serial('alice.martin with the keyboard', () => {
  let page: Page;

  test.beforeAll(async ({ browser, signedInStorage }) => {
    page = await browser.newPage({ storageState: await signedInStorage('alice.martin') });
    await page.goto('/news');
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

  test('a news dialog reloaded holds the focus, and closing lands on the main heading or its card', async () => {
    await page.goto('/news');
    const firstNews = page.getByTestId('news-card').first().getByRole('link').first();
    await firstNews.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/news\/[^/]+$/);
    // The reload renders the dialog first, the shell (and its "Log out" column) after: all must stay out.
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('button', { name: /log ?out/i, includeHidden: true }).first()).toBeAttached();
    await expect.poll(() => focusIsInside(dialog), 'focus starts in the dialog').toBe(true);
    await expectTabStaysInside(page, dialog, 25);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/news$/);
    // No opener survives a reload: the focus goes to the list's main heading (or back to the card).
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (active === null) return 'nothing';
          if (active.matches('#main h1')) return 'main heading';
          if (active.closest('[data-testid="news-card"]') !== null) return 'card';
          return active.outerHTML.slice(0, 80);
        }),
      )
      .toMatch(/^(main heading|card)$/);
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

  test('a checklist task is ticked with the space bar and keeps the focus', async () => {
    await page.goto('/profile/checklists');
    const unticked = page.getByRole('checkbox', { checked: false }).first();
    await expect(unticked).toBeEnabled();
    // Found again by its task: once ticked it is no longer the first unticked one.
    const task = await unticked.evaluate((input) => input.closest('label')?.textContent.trim() ?? '');
    const box = page.getByRole('checkbox', { name: task, exact: true });
    expect(await tabUntilFocused(page, box, 60), 'Tab reaches an unticked task').toBe(true);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await expectFocused(box);
  });

  test('a contact request keeps the focus on the relation button, and closing returns to the card', async () => {
    await page.goto('/directory/all');
    // Someone Alice has no relation with yet: the suite's other journeys (directory.spec.ts) connect her
    // with Paul on the same server. A card's name is the person's name, house and relation.
    const stranger = page.getByRole('button', { name: /No relation$/ }).first();
    await expect(stranger).toBeVisible();
    const name = (await stranger.locator('.person-card__name').innerText()).trim();
    // The card stays found by the person's name once its relation reads "Requested".
    const card = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)} `) });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    const ask = dialog.getByRole('button', { name: 'Send a contact request' });
    expect(await tabUntilFocused(page, ask, 15), 'Tab reaches the request').toBe(true);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Delete the request' })).toBeVisible();
    await expectFocused(dialog.getByRole('button', { name: 'Delete the request' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocused(card);
  });
});
