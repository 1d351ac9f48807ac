import { type APIRequestContext, type Page } from '@playwright/test';
import { pngImage } from '../../apps/server/test/test-images.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { backendTokenOf } from '../support/backend-token.ts';
import { expect, test } from '../support/signed-in.ts';

const STAFF_API = '/wp-json/portal/v1/staff';

async function houseId(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const answer = await request.get('/wp-json/wp/v2/tax-house?per_page=100', {
    headers: { authorization: `Bearer ${token}` },
  });
  const house = ((await answer.json()) as { id: number; slug: string }[]).find((term) => term.slug === slug);
  expect(house, slug).toBeDefined();
  return house?.id ?? 0;
}

function firstOf<T>(items: readonly T[], what: string): T {
  const [first] = items;
  if (first === undefined) throw new Error(`no ${what}`);
  return first;
}

/** The screen has finished loading: no spinner, no busy region. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
}

test.describe('staff console (issue #18)', () => {
  test('a house editor writes a news item with an image, the campus editor approves it, and only that house reads it', async ({
    signedInPage,
  }) => {
    test.setTimeout(180_000);
    const stamp = String(Date.now());
    const title = { fr: `Soirée samba ${stamp}`, en: `Samba night ${stamp}` };

    // chloe.moreau, house editor of the Maison du Brésil (review required), writes in French (her language).
    const chloe = await signedInPage('chloe.moreau');
    await chloe.goto('/staff/items');
    await settled(chloe);
    await expect(chloe.getByRole('heading', { name: 'Contenus' })).toBeVisible();
    await expectNoSeriousA11yViolations(chloe, '/staff/items (house editor)');
    await chloe.getByRole('link', { name: 'Nouvelle actualité' }).click();
    const french = chloe.getByRole('group', { name: 'Français' });
    const english = chloe.getByRole('group', { name: 'Anglais' });
    await french.getByRole('textbox', { name: 'Titre', exact: true }).fill(title.fr);
    await french.getByRole('textbox', { name: 'Résumé' }).fill('Musique et danse au salon.');
    await french.getByRole('textbox', { name: 'Texte' }).click();
    await chloe.keyboard.type('Venez danser avec nous vendredi soir.');
    await english.getByRole('textbox', { name: 'Titre', exact: true }).fill(title.en);
    await english.getByRole('textbox', { name: 'Résumé' }).fill('Music and dance in the lounge.');
    await english.getByRole('textbox', { name: 'Texte' }).click();
    await chloe.keyboard.type('Come and dance with us on Friday evening.');
    await chloe.getByLabel('Choisir une image (JPEG, PNG ou WebP)').setInputFiles({
      name: 'samba.png',
      mimeType: 'image/png',
      buffer: await pngImage(640, 480),
    });
    // The uploaded image is shown back, with the title as its text alternative.
    await expect(chloe.getByRole('img', { name: title.fr })).toBeVisible();
    await expectNoSeriousA11yViolations(chloe, '/staff/items/post/new');
    await chloe.getByRole('button', { name: 'Envoyer en relecture' }).click();
    await expect(chloe.getByText('Envoyé en relecture.')).toBeVisible();
    await expect(chloe).toHaveURL(/\/staff\/items\/post\/[^/]+$/);
    const group = decodeURIComponent(new URL(chloe.url()).pathname.split('/').at(-1) ?? '');
    await expect(chloe.locator('.staff-page__header').getByText('En relecture')).toBeVisible();
    // In review, she may not publish it herself.
    await expect(chloe.getByRole('button', { name: 'Publier' })).toHaveCount(0);

    // paul.durand, campus editor, finds it among the items that need review and approves it.
    const paul = await signedInPage('paul.durand');
    await paul.goto('/staff/items?status=pending');
    await settled(paul);
    await paul.getByRole('link', { name: title.en }).click();
    await expect(paul.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(paul.getByRole('region', { name: 'Preview — as residents will see it' })).toContainText(
      title.fr,
    );
    await expectNoSeriousA11yViolations(paul, '/staff/items/post/{group} (campus editor)');
    await paul.getByRole('button', { name: 'Approve' }).click();
    await expect(paul.getByText('Approved and published.')).toBeVisible();

    // sofia.garcia lives in the Maison du Brésil first: the news is on her house's page, with its image.
    const sofia = await signedInPage('sofia.garcia');
    await sofia.goto('/house/news');
    const card = sofia.getByTestId('news-card').filter({ hasText: title.en });
    await expect(card).toBeVisible();
    await expect(card.locator('img.news-card__image')).toHaveCount(1);

    // alice.martin lives elsewhere: the house's news is not hers.
    const alice = await signedInPage('alice.martin');
    await alice.goto('/house/news');
    await settled(alice);
    await expect(alice.getByText(title.en)).toHaveCount(0);
    expect(group).not.toBe('');
  });

  test("a house editor cannot edit another house's item: no edit link, and the API refuses", async ({
    signedInPage,
    request,
  }) => {
    test.setTimeout(120_000);
    const paul = await signedInPage('paul.durand');
    const paulToken = await backendTokenOf(paul);
    const deutsch = await houseId(request, paulToken, 'fondation-deutsch-de-la-meurthe');
    const list = await request.get(`${STAFF_API}/items?type=post&status=publish&house=${String(deutsch)}`, {
      headers: { authorization: `Bearer ${paulToken}` },
    });
    expect(list.status()).toBe(200);
    const summary = firstOf(
      (await list.json()) as { group: string; title: { fr?: string; en?: string } }[],
      'a published news item of the Fondation Deutsch de la Meurthe',
    );
    const item = (await (
      await request.get(`${STAFF_API}/items/post/${encodeURIComponent(summary.group)}`, {
        headers: { authorization: `Bearer ${paulToken}` },
      })
    ).json()) as Record<string, unknown>;

    const chloe = await signedInPage('chloe.moreau');
    const frenchTitle = summary.title.fr ?? summary.title.en ?? '';
    // Her list offers no way to it…
    await chloe.goto(`/staff/items?search=${encodeURIComponent(frenchTitle)}`);
    await settled(chloe);
    await expect(chloe.getByRole('heading', { name: 'Contenus' })).toBeVisible();
    await expect(chloe.getByRole('link', { name: frenchTitle })).toHaveCount(0);
    // …and opened by its address, the published item shows without a single button to change it.
    await chloe.goto(`/staff/items/post/${encodeURIComponent(summary.group)}`);
    await settled(chloe);
    await expect(
      chloe.getByRole('group', { name: 'Français' }).getByRole('textbox', { name: 'Titre', exact: true }),
    ).toHaveValue(frenchTitle);
    await expect(chloe.getByRole('button', { name: 'Enregistrer le brouillon' })).toHaveCount(0);
    await expect(chloe.getByRole('button', { name: 'Envoyer en relecture' })).toHaveCount(0);
    await expect(chloe.getByRole('button', { name: 'Dépublier' })).toHaveCount(0);

    const body = { houses: item.houses, fr: item.fr, en: item.en, image: item.image, sticky: item.sticky };
    const refused = await request.put(`${STAFF_API}/items/post/${encodeURIComponent(summary.group)}`, {
      headers: { authorization: `Bearer ${await backendTokenOf(chloe)}` },
      data: body,
    });
    expect(refused.status()).toBe(403);
  });

  test('the campus editor’s other screens: notifications, forms and results, roles, audit', async ({
    signedInPage,
  }) => {
    test.setTimeout(120_000);
    const paul = await signedInPage('paul.durand');
    for (const [path, heading] of [
      ['/staff/notifications', 'Send a notification'],
      ['/staff/forms', 'Forms'],
      ['/staff/roles', 'Roles'],
      ['/staff/audit', 'Audit log'],
    ] as const) {
      await paul.goto(path);
      await settled(paul);
      await expect(paul.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(paul, path);
    }
    await paul.goto('/staff/forms');
    await settled(paul);
    await paul.locator('.staff-list a').first().click();
    await settled(paul);
    await expect(paul.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expectNoSeriousA11yViolations(paul, '/staff/forms/{id}');
    const download = paul.waitForEvent('download');
    await paul.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });
});
