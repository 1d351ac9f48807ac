import { type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { backendTokenOf } from '../support/backend-token.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * A true preview and a signed preview link (issue #33, point 4): "the residents' own card and detail,
 * styled, at phone and desktop width, in both languages; a signed preview link a colleague with a staff role
 * can open".
 */

const STAFF_API = '/wp-json/portal/v1/staff';

async function widthOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not drawn');
  return box.width;
}

/** What only the residents' stylesheet (news-page.css) gives: a card with a shadow, a round initial. */
async function expectResidentsStyles(frame: Locator): Promise<void> {
  const card = frame.getByTestId('news-card');
  await expect(card).toBeVisible();
  expect(await card.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  const initial = card.locator('.author-block__initial');
  expect(await initial.evaluate((element) => getComputedStyle(element).borderRadius)).toBe('50%');
  expect(await widthOf(initial)).toBe(40);
  // The author and the date on lines of their own (a grid), not "Campus26 November 2026" run together.
  expect(
    await card.locator('.author-block__text').evaluate((element) => getComputedStyle(element).display),
  ).toBe('grid');
}

test('an editor previews a news draft at phone and desktop width in both languages and shares a link a colleague opens', async ({
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const title = { fr: `Concert de Noël ${stamp}`, en: `Christmas concert ${stamp}` };

  // paul.durand (campus editor, his console in English) has a campus news draft.
  const paul = await signedInPage('paul.durand');
  const created = await paul.request.post(`${STAFF_API}/items/post`, {
    headers: { authorization: `Bearer ${await backendTokenOf(paul)}` },
    data: {
      houses: [],
      image: null,
      fr: {
        title: title.fr,
        excerpt: '<p>Chorale du campus au grand salon.</p>',
        content: '<p>Programme : <a href="/news">les actualités</a>.</p>',
        faq: [],
      },
      en: {
        title: title.en,
        excerpt: '<p>The campus choir in the great hall.</p>',
        content: '<p>Programme: <a href="/news">the news</a>.</p>',
        faq: [],
      },
    },
  });
  expect(created.status()).toBe(201);
  const { group } = (await created.json()) as { group: string };
  const editorUrl = `/staff/items/post/${encodeURIComponent(group)}`;
  await paul.goto(editorUrl);

  const preview = paul.getByRole('region', { name: 'Preview — as residents will see it' });
  const frame = preview.getByTestId('staff-preview-frame');
  // Phone width, in French first: the card and the detail the card opens, each labelled.
  await expect(preview.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByTestId('news-card')).toContainText(title.fr);
  await expect(frame.getByRole('region', { name: 'In the list' })).toBeVisible();
  await expect(
    frame.getByRole('region', { name: 'Opened' }).getByRole('heading', { name: title.fr }),
  ).toBeVisible();
  expect(await widthOf(frame)).toBe(390);
  await expectResidentsStyles(frame);
  // The draft is dated now, as residents would read it once published: not "dans 0 seconde".
  await expect(frame.getByTestId('news-card').locator('.author-block__date')).toContainText('maintenant');
  await expect(frame.locator('.author-block__initial').first()).toHaveText('C');

  // In English, at desktop width: the frame takes the room the page has.
  await preview.getByRole('button', { name: 'English' }).click();
  await preview.getByRole('button', { name: 'Desktop' }).click();
  await expect(frame.getByTestId('news-card')).toContainText(title.en);
  await expect(frame.getByTestId('news-card')).toContainText('The campus choir in the great hall.');
  await expect(frame.getByTestId('news-card').locator('.author-block__date')).toContainText('now');
  // The whole width the preview has (the editor's column: wider once the editor drops the residents' sidebar).
  const available = await frame.evaluate((element) => element.parentElement?.clientWidth ?? 0);
  const desktopWidth = await widthOf(frame);
  expect(desktopWidth).toBeGreaterThan(390);
  expect(Math.abs(desktopWidth - available)).toBeLessThan(40);
  await expectResidentsStyles(frame);

  // A link inside the preview is the residents': it does not take the editor away.
  await frame.getByRole('link', { name: 'the news' }).click();
  await expect(paul).toHaveURL(editorUrl);

  // On a 320 px phone, the phone frame is the screen's width at most.
  await paul.setViewportSize({ width: 320, height: 700 });
  await preview.getByRole('button', { name: 'Phone' }).click();
  expect(await widthOf(frame)).toBeLessThanOrEqual(320);
  await paul.setViewportSize({ width: 1280, height: 800 });

  await expectNoSeriousA11yViolations(paul, '/staff/items/post/{group} with its preview');

  // He shares a link and copies it.
  await paul.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await preview.getByRole('button', { name: 'Share a preview link' }).click();
  const linkField = preview.getByRole('textbox', { name: 'Preview link' });
  await expect(linkField).toBeFocused();
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/staff\/preview\/[\w-]+~[\w-]+$/);
  await expect(preview.getByText(/^Valid until /)).toBeVisible();
  await preview.getByRole('button', { name: 'Copy the link' }).click();
  await expect(preview.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await paul.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // chloe.moreau, a house editor (her console in French), opens it: a campus draft she could not open in the
  // console, read only, with who shared it.
  const chloe = await signedInPage('chloe.moreau');
  await chloe.goto(new URL(link).pathname);
  await expect(chloe.getByRole('heading', { level: 1, name: `Aperçu de « ${title.fr} »` })).toBeVisible();
  await expect(chloe.getByText(/Partagé par Paul Durand/)).toBeVisible();
  const shared = chloe.getByRole('region', { name: 'Aperçu — tel que les résidents le verront' });
  await expect(shared.getByTestId('news-card')).toContainText(title.fr);
  await expectResidentsStyles(shared.getByTestId('staff-preview-frame'));
  await shared.getByRole('button', { name: 'Anglais' }).click();
  await expect(shared.getByTestId('news-card')).toContainText(title.en);
  await expect(chloe.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(chloe, '/staff/preview/{token}');

  // alice.martin, a resident, gets the console's "no access".
  const alice = await signedInPage('alice.martin');
  await alice.goto(new URL(link).pathname);
  await expect(
    alice.getByRole('heading', { name: /No access to the staff console|Pas d'accès/ }),
  ).toBeVisible();
  await expect(alice.getByText(title.fr)).toHaveCount(0);

  // A link whose signature was changed says so.
  const forged = `${new URL(link).pathname.split('~')[0] ?? ''}~${'A'.repeat(43)}`;
  await chloe.goto(forged);
  await expect(chloe.getByText(/Ce lien d'aperçu n'est pas valable/)).toBeVisible();
});
