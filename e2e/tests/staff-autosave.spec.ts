import { type Page } from '@playwright/test';
import { backendTokenOf } from '../support/backend-token.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * Issue #33, point 8: "drafts saved on their own a few seconds after typing stops (and restored after a
 * crash or a closed tab)" (ADR 034). mehdi.benali, house editor of the Fondation Deutsch de la Meurthe
 * (no review; his console speaks French), types, waits for the draft to be kept, and closes the page
 * without saving: opened again, the item offers his changes back; restored and saved, they are the item's.
 * A new item typed and its tab closed is offered again when "new" opens.
 */

const STAFF_API = '/wp-json/portal/v1/staff';

/** The quiet line near the actions (its live region, for screen readers, is another element). */
const statusLine = (page: Page) => page.locator('.staff-edit__autosave');

test('a closed page loses nothing: the changes kept are offered again, restored and saved', async ({
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const mehdi = await signedInPage('mehdi.benali');
  const token = await backendTokenOf(mehdi);
  const headers = { authorization: `Bearer ${token}` };
  const houses = (await (await mehdi.request.get(`${STAFF_API}/me`, { headers })).json()) as {
    houses: { id: number }[];
  };
  const created = await mehdi.request.post(`${STAFF_API}/items/post`, {
    headers,
    data: {
      houses: houses.houses.map((house) => house.id),
      image: null,
      fr: { title: `Soirée jeux ${stamp}`, content: '<p>Au salon.</p>', faq: [] },
    },
  });
  expect(created.status()).toBe(201);
  const { group } = (await created.json()) as { group: string };
  const itemPath = `/staff/items/post/${encodeURIComponent(group)}`;

  // He types into the title and the text, then stops: a few seconds later the draft is kept.
  await mehdi.goto(itemPath);
  const french = mehdi.getByRole('group', { name: 'Français' });
  await french.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Soirée jeux de société ${stamp}`);
  const text = french.getByRole('textbox', { name: 'Texte' });
  await text.click();
  await mehdi.keyboard.press('End');
  await mehdi.keyboard.type(' Apportez vos jeux préférés.');
  await expect(statusLine(mehdi)).toHaveText(/^Brouillon conservé à \d{2} h \d{2}$/, { timeout: 15_000 });
  // Kept, not saved: the item is as it was.
  const saved = await mehdi.request.get(`${STAFF_API}/items/post/${encodeURIComponent(group)}`, { headers });
  expect(((await saved.json()) as { fr: { title: string } }).fr.title).toBe(`Soirée jeux ${stamp}`);

  // The browser goes (a crash, a closed window): nothing was saved.
  await mehdi.context().close();

  // Another browser, signed in again: the item offers his changes.
  const again = await signedInPage('mehdi.benali');
  await again.goto(itemPath);
  const notice = again.getByRole('region', { name: /Des modifications n’ont pas été enregistrées/ });
  await expect(notice).toContainText(/\(le \d{1,2} \S+ à \d{2} h \d{2}\)/);
  await expect(notice.getByText(/n’ont pas été enregistrées/)).toBeFocused();
  const frenchAgain = again.getByRole('group', { name: 'Français' });
  await expect(frenchAgain.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
    `Soirée jeux ${stamp}`,
  );
  await notice.getByRole('button', { name: 'Les rétablir' }).click();
  await expect(again.getByText('Modifications rétablies : enregistrez pour les garder.')).toBeFocused();
  await expect(frenchAgain.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(
    `Soirée jeux de société ${stamp}`,
  );
  await again.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(again.getByText('Enregistré.')).toBeVisible();

  // The staff GET shows them, and the slot is empty: nothing is offered any more.
  const againHeaders = { authorization: `Bearer ${await backendTokenOf(again)}` };
  const item = await again.request.get(`${STAFF_API}/items/post/${encodeURIComponent(group)}`, {
    headers: againHeaders,
  });
  const body = (await item.json()) as { fr: { title: string; content: string } };
  expect(body.fr.title).toBe(`Soirée jeux de société ${stamp}`);
  expect(body.fr.content).toContain('Apportez vos jeux préférés.');
  const slot = await again.request.get(`${STAFF_API}/items/post/${encodeURIComponent(group)}/autosave`, {
    headers: againHeaders,
  });
  expect(slot.status()).toBe(404);
  await again.reload();
  await expect(again.getByRole('group', { name: 'Français' })).toBeVisible();
  await expect(again.getByRole('region', { name: /n’ont pas été enregistrées/ })).toHaveCount(0);
  await again.context().close();
});

test('a new item typed and its tab closed is offered again when "new" opens', async ({ signedInPage }) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const first = await signedInPage('mehdi.benali');
  const context = first.context();
  await first.goto('/staff/items/post/new');
  const french = first.getByRole('group', { name: 'Français' });
  await french.getByRole('textbox', { name: 'Titre', exact: true }).fill(`Atelier vélo ${stamp}`);
  await expect(statusLine(first)).toHaveText(/^Brouillon conservé sur cet appareil à \d{2} h \d{2}$/, {
    timeout: 15_000,
  });
  // The tab closes, unsaved (the browser stays: a new item is kept in it).
  await first.close();

  // A new tab of the same browser, still signed in.
  const second = await context.newPage();
  await second.goto('/staff/items/post/new');
  const notice = second.getByRole('region', { name: /Des modifications n’ont pas été enregistrées/ });
  await notice.getByRole('button', { name: 'Les rétablir' }).click();
  await expect(
    second.getByRole('group', { name: 'Français' }).getByRole('textbox', { name: 'Titre', exact: true }),
  ).toHaveValue(`Atelier vélo ${stamp}`);
  await context.close();
});
