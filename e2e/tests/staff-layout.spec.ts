import { type Locator, type Page } from '@playwright/test';
import { expect, test, type SignedInPage } from '../support/signed-in.ts';

/**
 * Issue #33, "room to write": the editor takes the whole window, French and English side by side on a
 * wide screen and as tabs on a phone, its action bar always in reach, nothing wider than 320 px; and an
 * event's location chosen from the campus map with the keyboard, which residents then see as the place.
 * paul.durand (campus editor, English console) writes; the event he publishes is a campus one of its own.
 */

/** The screen has finished loading: no spinner, no busy region. */
async function settled(page: Page): Promise<void> {
  await page.locator('main').waitFor();
  await expect(page.locator('.loading, [aria-busy="true"]')).toHaveCount(0);
}

async function widthOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0;
}

/** Whether the whole box of `locator` is inside the viewport. */
async function insideViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

/** The action bar is in view and each of its buttons wholly inside the window. */
async function expectEveryAction(page: Page, actions: Locator, where: string): Promise<void> {
  await expect(page.locator('.staff-edit__footer')).toBeVisible();
  for (const action of await actions.all()) {
    expect(await insideViewport(page, action), `${await action.innerText()} ${where}`).toBe(true);
  }
}

/** Paul, campus editor, on a 1280 × 800 screen at a new event's editor, and its two language groups. */
async function newEventOnDesktop(
  signedInPage: SignedInPage,
): Promise<{ paul: Page; french: Locator; english: Locator }> {
  const paul = await signedInPage('paul.durand');
  await paul.setViewportSize({ width: 1280, height: 800 });
  await paul.goto('/staff/items/event/new');
  await settled(paul);
  return {
    paul,
    french: paul.getByRole('group', { name: 'French' }),
    english: paul.getByRole('group', { name: 'English' }),
  };
}

const documentWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the editor gives French and English room on a wide screen, tabs and a reachable action bar on phones, and fits 320 px', async ({
  signedInPage,
}) => {
  test.setTimeout(120_000);
  const { paul, french, english } = await newEventOnDesktop(signedInPage);
  await expect(french).toBeVisible();
  await expect(english).toBeVisible();
  // No residents' sidebar or navigation beside the editor: the way back to the list instead.
  await expect(paul.locator('.right-sidebar, .left-column, .main-nav')).toHaveCount(0);
  const back = paul.getByRole('link', { name: 'Back to the items' });
  await expect(back).toBeVisible();
  // The slim bar is above the screen's title, not a column beside it.
  const title = paul.getByRole('heading', { name: 'New event', level: 1 });
  expect((await back.boundingBox())?.y ?? Infinity).toBeLessThan((await title.boundingBox())?.y ?? 0);
  expect(await widthOf(french)).toBeGreaterThanOrEqual(420);
  expect(await widthOf(english)).toBeGreaterThanOrEqual(420);
  // The text box is one to write in, not 200 × 160.
  const text = french.getByRole('textbox', { name: 'Text' });
  expect(await widthOf(text)).toBeGreaterThanOrEqual(400);
  expect((await text.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(250);

  // A phone: the languages are tabs, switched by the arrow keys; the action bar stays in the window.
  await paul.setViewportSize({ width: 390, height: 760 });
  const tabs = paul.getByRole('tablist', { name: 'Language of the text' });
  await expect(tabs).toBeVisible();
  const englishTab = tabs.getByRole('tab', { name: 'English' });
  const frenchTab = tabs.getByRole('tab', { name: 'French' });
  await expect(englishTab).toHaveAttribute('aria-selected', 'true');
  await expect(english).toBeVisible();
  await expect(french).toBeHidden();
  await englishTab.focus();
  await paul.keyboard.press('ArrowLeft');
  await expect(frenchTab).toBeFocused();
  await expect(frenchTab).toHaveAttribute('aria-selected', 'true');
  await expect(french).toBeVisible();
  await expect(english).toBeHidden();
  await french.getByRole('textbox', { name: 'Title', exact: true }).fill('Atelier vélo');

  // Every action, wherever the page is scrolled: at the top, and down at the locations.
  const bar = paul.locator('.staff-edit__footer');
  const actions = bar.getByRole('button');
  expect(await actions.count()).toBeGreaterThanOrEqual(2);
  await expectEveryAction(paul, actions, 'at the top of the page');
  await french.getByRole('button', { name: 'Add a location' }).scrollIntoViewIfNeeded();
  await expectEveryAction(paul, actions, 'down at the locations');
  // No residents' bottom bar on the editor to hide them.
  await expect(paul.locator('.main-nav--bottom')).toHaveCount(0);
  expect(await documentWidth(paul)).toBeLessThanOrEqual(390);

  // 320 px: nothing wider than the screen, the rich-text toolbars included.
  await paul.setViewportSize({ width: 320, height: 640 });
  await settled(paul);
  expect(await documentWidth(paul)).toBeLessThanOrEqual(320);
  for (const action of await actions.all()) {
    const box = await action.boundingBox();
    expect(box === null ? -1 : box.x + box.width, await action.innerText()).toBeLessThanOrEqual(320.5);
  }
  await paul.context().close();
});

test('an event location chosen from the campus map by keyboard is the place residents see', async ({
  signedInPage,
}) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now());
  const slug = `cafe-des-langues-${stamp}`;
  const { paul, french, english } = await newEventOnDesktop(signedInPage);
  await french.getByRole('textbox', { name: 'Title', exact: true }).fill(`Café des langues ${stamp}`);
  await french.getByRole('textbox', { name: /Address/ }).fill(slug);
  await english.getByRole('textbox', { name: 'Title', exact: true }).fill(`Language café ${stamp}`);
  await english.getByRole('textbox', { name: /Address/ }).fill(`language-cafe-${stamp}`);
  await paul.getByLabel('Start', { exact: true }).fill('2027-03-04T18:00');
  await paul.getByLabel('End', { exact: true }).fill('2027-03-04T20:00');

  // The French location, from the campus map, by keyboard alone: Enter opens the picker, typing narrows
  // the list (no accents needed), the arrow key reaches the place and Enter chooses it.
  await french.getByRole('button', { name: 'Add a location' }).click();
  const choose = french.getByRole('button', { name: 'Choose location 1 from the campus map' });
  await choose.focus();
  await paul.keyboard.press('Enter');
  const dialog = paul.getByRole('dialog', { name: 'Choose a place from the campus map' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Search the places' });
  await expect(search).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Maison internationale' })).toBeVisible();
  await paul.keyboard.type('maison internat');
  await expect(dialog.getByRole('status')).toHaveText('1 place');
  await paul.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: 'Maison internationale' })).toBeFocused();
  await paul.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(choose).toBeFocused();
  await expect(french.getByRole('textbox', { name: 'Location 1: name' })).toHaveValue(
    'Maison internationale',
  );
  // The English column got the same place under its English name.
  await expect(english.getByRole('textbox', { name: 'Location 1: name' })).toHaveValue('International House');

  await paul.getByRole('button', { name: 'Publish' }).click();
  await expect(paul.getByText('Published.', { exact: true })).toBeVisible();

  // A resident's view of the event: the location is the place on the campus map.
  await paul.goto(`/events/language-cafe-${stamp}`);
  await settled(paul);
  const place = paul.locator('main').getByRole('link', { name: 'International House' });
  await expect(place).toBeVisible();
  await expect(place).toHaveAttribute('href', /^\/pages\/map\/\d+$/);
  await place.click();
  await expect(paul).toHaveURL(/\/pages\/map\/\d+$/);
  await expect(
    paul.locator('main').getByRole('heading', { name: 'International House' }).first(),
  ).toBeVisible();
  await paul.context().close();
});
