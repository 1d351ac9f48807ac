import { type Locator, type Page } from '@playwright/test';
import { expectTabStaysInside, focusIsInside, tabUntilFocused } from '../support/keyboard.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * Issue #34 in the staff console, with the keyboard alone: its dialogs hold the focus and give it back to
 * their opener, and a news item is written, saved, published, read as a resident and unpublished, the
 * focus checked after each step. mehdi.benali (house editor of the Fondation Deutsch de la Meurthe, a
 * house without review, French) is no one else's journey; his item ends unpublished, a draft residents
 * never see, so the shared server's published news are as they were.
 */

/** The screen has finished loading: no spinner, no busy region. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
}

/** Tabs forward to `target` (at most `max` presses) and says which step could not reach it. */
async function tabTo(page: Page, target: Locator, what: string, max = 40): Promise<void> {
  expect(await tabUntilFocused(page, target, max), `Tab reaches ${what}`).toBe(true);
}

test('the roles’ revoke question holds the focus and gives it back to its button', async ({
  signedInPage,
}) => {
  // paul.durand is the campus administrator; the question is closed with Escape, nothing is revoked.
  const paul = await signedInPage('paul.durand');
  await paul.goto('/staff/roles');
  await settled(paul);
  const revoke = paul.getByRole('button', { name: /^Revoke / }).first();
  await tabTo(paul, revoke, 'the first Revoke button', 80);
  await paul.keyboard.press('Enter');
  const dialog = paul.getByRole('dialog', { name: 'Revoke this role?' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsInside(dialog), 'the focus moves into the question').toBe(true);
  await expectTabStaysInside(paul, dialog, 6);
  await paul.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(revoke).toBeFocused();
  await paul.context().close();
});

test('a house editor writes, publishes and unpublishes a news item with the keyboard alone', async ({
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const title = { fr: `Ciné-club clavier ${stamp}`, en: `Keyboard film club ${stamp}` };
  const mehdi = await signedInPage('mehdi.benali');
  await mehdi.goto('/staff/items');
  await settled(mehdi);

  // The list's "New news item" link, by Tab.
  await tabTo(mehdi, mehdi.getByRole('link', { name: 'Nouvelle actualité' }), 'Nouvelle actualité', 60);
  await mehdi.keyboard.press('Enter');
  await expect(mehdi).toHaveURL(/\/staff\/items\/post\/new$/);
  const french = mehdi.getByRole('group', { name: 'Français' });
  const english = mehdi.getByRole('group', { name: 'Anglais' });

  // Each language's column: title, summary, then the rich text (past its toolbar), bold by Ctrl+B.
  for (const [column, language, summary, text, bold] of [
    [french, 'fr', 'Un film choisi ensemble.', 'Rendez-vous au salon à 20 h, ', 'entrée libre'],
    [english, 'en', 'A film chosen together.', 'Meet in the lounge at 8 pm, ', 'free entry'],
  ] as const) {
    const titleField = column.getByRole('textbox', { name: 'Titre', exact: true });
    await tabTo(mehdi, titleField, `the ${language} title`);
    await mehdi.keyboard.type(title[language]);
    await tabTo(mehdi, column.getByRole('textbox', { name: 'Résumé' }), `the ${language} summary`);
    await mehdi.keyboard.type(summary);
    const editor = column.getByRole('textbox', { name: 'Texte' });
    await tabTo(mehdi, editor, `the ${language} text`, 20);
    await mehdi.keyboard.type(text);
    await mehdi.keyboard.press('Control+b');
    await mehdi.keyboard.type(bold);
    await mehdi.keyboard.press('Control+b');
    await expect(editor.locator('strong')).toHaveText(bold);
    await expect(editor).toBeFocused();
  }

  // Leaving with the back link asks first: the question holds the focus, Escape stays and gives the
  // focus back to the link.
  const back = mehdi.getByRole('link', { name: 'Retour aux contenus' });
  expect(await tabUntilFocused(mehdi, back, 80, { backwards: true }), 'Shift+Tab reaches the back link').toBe(
    true,
  );
  await mehdi.keyboard.press('Enter');
  const question = mehdi.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(question).toBeVisible();
  await expect.poll(() => focusIsInside(question), 'the focus moves into the question').toBe(true);
  await expectTabStaysInside(mehdi, question, 6);
  await mehdi.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(back).toBeFocused();
  await expect(mehdi).toHaveURL(/\/staff\/items\/post\/new$/);

  // Save draft: the item moves to its own address and the focus is on what was done.
  await tabTo(mehdi, mehdi.getByRole('button', { name: 'Enregistrer le brouillon' }), 'Save draft', 80);
  await mehdi.keyboard.press('Enter');
  await expect(mehdi).toHaveURL(/\/staff\/items\/post\/(?!new$)[^/]+$/);
  const itemUrl = mehdi.url();
  await expect(mehdi.getByText('Enregistré.', { exact: true })).toBeFocused();

  // His house needs no review: Publish, whose button then goes; the focus is on "Publié.".
  const publish = mehdi.getByRole('button', { name: 'Publier', exact: true });
  await tabTo(mehdi, publish, 'Publish', 10);
  await mehdi.keyboard.press('Enter');
  const published = mehdi.getByText('Publié.', { exact: true });
  await expect(published).toBeFocused();
  await expect(publish).toHaveCount(0);
  await expect(mehdi.locator('.staff-page__header').getByText('Publié', { exact: true })).toBeVisible();

  // As a resident of his house sees it: the card on the house's news, its dialog opened by Enter, with
  // the text and its bold words; Escape gives the focus back to the card.
  await mehdi.goto('/house/news');
  const cardLink = mehdi.getByTestId('news-card').filter({ hasText: title.fr }).getByRole('link').first();
  await expect(cardLink).toBeVisible();
  await tabTo(mehdi, cardLink, 'the new card', 80);
  await mehdi.keyboard.press('Enter');
  const reading = mehdi.getByRole('dialog');
  await expect(reading).toBeVisible();
  await expect(reading).toContainText('Rendez-vous au salon à 20 h, entrée libre');
  await expect(reading.locator('strong')).toHaveText('entrée libre');
  await expect.poll(() => focusIsInside(reading), 'the focus moves into the news dialog').toBe(true);
  await mehdi.keyboard.press('Escape');
  await expect(reading).toBeHidden();
  await expect(cardLink).toBeFocused();

  // Back in the console, Unpublish leaves the shared server's news as they were.
  await mehdi.goto(itemUrl);
  await settled(mehdi);
  const unpublish = mehdi.getByRole('button', { name: 'Dépublier' });
  await tabTo(mehdi, unpublish, 'Unpublish', 100);
  await mehdi.keyboard.press('Enter');
  await expect(mehdi.getByText('Dépublié : de nouveau en brouillon.', { exact: true })).toBeFocused();
  await expect(unpublish).toHaveCount(0);
  await mehdi.goto('/house/news');
  await settled(mehdi);
  await expect(mehdi.getByText(title.fr)).toHaveCount(0);
  await mehdi.context().close();
});
