import { type Page } from '@playwright/test';
import { expect, test, type SignedInPage } from '../support/signed-in.ts';

/**
 * Spec §2.3, §2.9, §4, §6, §8 with two people in two browsers: alice.martin (A) asks paul.durand (B, public,
 * another house, no relation with A in the sample campus) to be a contact from the person modal; B sees the
 * banner, accepts on /friend-request, and both see the relation accepted. Then A filters the directory by a
 * discipline found with an accented search, and resets.
 */
async function signedInAt(signedInPage: SignedInPage, username: string, path: string): Promise<Page> {
  const page = await signedInPage(username, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

test('a contact request from the person modal, accepted by the recipient on /friend-request', async ({
  signedInPage,
}) => {
  const alice = await signedInAt(signedInPage, 'alice.martin', '/directory/all');
  await expect(alice.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  // Alice has no pending request: no banner.
  await expect(alice.getByRole('link', { name: /contact requests? (is|are) waiting/ })).toHaveCount(0);

  const paulCard = alice.getByRole('button', { name: /Paul Durand/ });
  await expect(paulCard).toContainText('No relation');
  await paulCard.click();
  const modal = alice.getByRole('dialog', { name: 'Paul Durand' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: 'Write to paul.durand@campus.example' })).toHaveAttribute(
    'href',
    'mailto:paul.durand@campus.example',
  );
  await modal.getByRole('button', { name: 'Send a contact request' }).click();
  await expect(modal.getByRole('status').getByText('Request sent')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Delete the request' })).toBeVisible();
  await expect(modal).toContainText('Requested');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(paulCard).toContainText('Requested');

  const paul = await signedInAt(signedInPage, 'paul.durand', '/directory');
  const banner = paul.getByRole('link', { name: '1 contact request is waiting for you' });
  await expect(banner).toBeVisible();
  await banner.click();
  await expect(paul).toHaveURL(/\/friend-request$/);
  await expect(paul.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
  // Alice's house, in Paul's language (en_US; issue #29).
  await expect(paul.getByText('Argentine House')).toBeVisible();
  await paul.getByRole('button', { name: 'Accept the request from Alice Martin' }).click();
  await expect(paul.getByRole('status').getByText('Accepted')).toBeVisible();
  await expect(paul.getByText('No new contact request')).toBeVisible();

  // Spec §2.9: /directory opens on the person's contacts.
  await paul.goto('/directory');
  await expect(
    paul.getByRole('list', { name: 'My contacts' }).getByRole('button', { name: /Alice Martin/ }),
  ).toContainText('Accepted');
  // §4 accepted: the recipient may refuse, the sender delete; both read as removing the contact.
  await paul.getByRole('button', { name: /Alice Martin/ }).click();
  await expect(
    paul
      .getByRole('dialog', { name: 'Alice Martin' })
      .getByRole('button', { name: 'Remove from my contacts' }),
  ).toBeVisible();
  await alice.reload();
  await expect(alice.getByRole('button', { name: /Paul Durand/ })).toContainText('Accepted');
  await alice.getByRole('button', { name: /Paul Durand/ }).click();
  await expect(
    alice
      .getByRole('dialog', { name: 'Paul Durand' })
      .getByRole('button', { name: 'Remove from my contacts' }),
  ).toBeVisible();

  await paul.context().close();
  await alice.context().close();
});

test('the directory filtered by a discipline found with an accented search, then reset', async ({
  signedInPage,
}) => {
  const alice = await signedInAt(signedInPage, 'alice.martin', '/directory/all');
  await expect(alice.getByRole('button', { name: /Paul Durand/ })).toBeVisible();

  const filterButton = alice.getByRole('button', { name: /^Filter/ });
  await filterButton.click();
  const panel = alice.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('button', { name: 'Field of study' }).click();
  // More than 10 disciplines: the search box shows, and ignores accents and case.
  const search = panel.getByRole('searchbox', { name: 'Search in Field of study' });
  await search.fill('ÉCONO');
  await expect(panel.getByRole('radio')).toHaveCount(1);
  await panel.getByRole('radio', { name: 'Economics' }).click();

  await expect(panel.getByRole('button', { name: /Field of study\s*Economics/ })).toBeVisible();
  await expect(filterButton).toContainText('1');
  await expect(alice.getByRole('button', { name: /Yuki Tanaka/ })).toBeVisible();
  await expect(alice.getByRole('button', { name: /Paul Durand/ })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect(panel.getByText('Filters cleared')).toBeVisible();
  await expect(alice.getByRole('button', { name: /Paul Durand/ })).toBeVisible();
  await expect(filterButton).toHaveText('Filter');
  await alice.context().close();
});
