import { type APIRequestContext } from '@playwright/test';
import { backendTokenOf } from '../support/backend-token.ts';
import { expect, test } from '../support/signed-in.ts';

/**
 * Issue #33, points 2 and 8: a change to a published item stays out of residents' sight until Update, and
 * every saved version is listed, compared and restored in the console.
 */

const STAFF_API = '/wp-json/portal/v1/staff';

/** The English title residents read of the news item at `slug`. */
async function residentsTitle(request: APIRequestContext, token: string, slug: string): Promise<string> {
  const answer = await request.get(`/wp-json/wp/v2/posts?wpml_language=en&slug=${slug}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const posts = (await answer.json()) as { title: { rendered: string } }[];
  return posts.map((post) => post.title.rendered).join(' | ');
}

test('a campus editor changes a published news item out of residents’ sight, updates it, compares and restores a version', async ({
  signedInPage,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  const before = `Library hours ${stamp}`;
  const after = `New library hours ${stamp}`;

  // paul.durand, campus editor (his console speaks English), has a published news item.
  const paul = await signedInPage('paul.durand');
  const paulToken = await backendTokenOf(paul);
  const headers = { authorization: `Bearer ${paulToken}` };
  const created = await paul.request.post(`${STAFF_API}/items/post`, {
    headers,
    data: {
      houses: [],
      image: null,
      fr: {
        title: `Horaires de la bibliothèque ${stamp}`,
        content: '<p>Ouverte de 9 h à 18 h.</p>',
        faq: [],
      },
      en: { title: before, content: '<p>Open from 9 am to 6 pm.</p>', faq: [] },
    },
  });
  expect(created.status()).toBe(201);
  const item = (await created.json()) as { group: string; en: { slug: string } };
  const published = await paul.request.post(
    `${STAFF_API}/items/post/${encodeURIComponent(item.group)}/transitions`,
    { headers, data: { action: 'publish' } },
  );
  expect(published.status()).toBe(200);

  const alice = await signedInPage('alice.martin');
  const aliceToken = await backendTokenOf(alice);
  const residentsRead = () => residentsTitle(alice.request, aliceToken, item.en.slug);
  expect(await residentsRead()).toBe(before);

  // He edits it: the change is saved without publishing, and residents still read the live version.
  await paul.goto(`/staff/items/post/${encodeURIComponent(item.group)}`);
  const english = paul.getByRole('group', { name: 'English' });
  await english.getByRole('textbox', { name: 'Title', exact: true }).fill(after);
  await paul.getByRole('button', { name: 'Save without publishing' }).click();
  await expect(paul.getByText('Saved. Residents still see the published version.')).toBeVisible();
  await expect(paul.getByRole('note')).toContainText('Changes not yet live.');
  expect(await residentsRead()).toBe(before);

  // Update puts it live.
  await paul.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(paul.getByText('Updated: residents now see this version.')).toBeFocused();
  await expect(paul.getByRole('note')).toHaveCount(0);
  await expect.poll(residentsRead).toBe(after);

  // Versions: the first one and the one now live, compared word by word.
  const versions = paul.getByRole('region', { name: 'Versions' });
  const live = versions.getByRole('checkbox', { name: /put live · Live$/ });
  const first = versions.getByRole('checkbox', { name: /created$/ });
  await expect(live).toBeVisible();
  await expect(first).toBeVisible();
  await live.check();
  await first.check();
  await versions.getByRole('button', { name: 'Compare the two ticked versions' }).click();
  const title = versions.getByRole('region', { name: 'Title (English)' });
  await expect(title.getByRole('insertion').first()).toContainText('New');
  await expect(versions.getByRole('heading', { name: /^From the version of/ })).toBeFocused();

  // Restore the first: it comes back into the editor as unsaved changes, saved as a change not yet live.
  await versions.getByRole('button', { name: /^Restore this version of .* by .*, created$/ }).click();
  await expect(paul.getByText(/^The version of .* is in the editor: save to keep it\.$/)).toBeFocused();
  await expect(english.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(before);
  await paul.getByRole('button', { name: 'Save without publishing' }).click();
  await expect(paul.getByRole('note')).toContainText('Changes not yet live.');
  expect(await residentsRead()).toBe(after);
});
