import { expect, test, type Page } from '@playwright/test';
import { sampleCampus, sampleEvents } from '../../apps/server/test/sample-content.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { tabUntilFocused } from '../support/keyboard.ts';
import { signInFromLanding } from '../support/sign-in.ts';

// The tile server is the one outside boundary of the map: answered here with a local image, never fetched.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mPs7+2tBwAE/wH+rEJeSgAAAABJRU5ErkJggg==',
  'base64',
);

async function answerTilesLocally(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return asked;
}

const { places, categories } = sampleCampus.places;
const placeNamed = (key: string) => places.find((place) => place.key === key)!;

test.describe('the campus map (spec §2.8)', () => {
  test('filter by category, open a place from its marker, reload it, and open one by keyboard', async ({
    page,
  }) => {
    const tiles = await answerTilesLocally(page);
    await page.goto('/news');
    await signInFromLanding(page, 'yuki.tanaka');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Map' })
      .click();
    await expect(page).toHaveURL(/\/pages\/map$/);
    const map = page.getByRole('region', { name: 'Campus map' });
    const markers = map.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(places.length);
    await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
    expect(tiles.length, 'tiles were asked of the configured server').toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, '/pages/map');

    // Filter: only the sports places remain, and the button says a filter is on.
    const sports = categories.find((category) => category.key === 'sports')!;
    const filter = page.getByRole('button', { name: /^Filter/ });
    await filter.click();
    await page.getByRole('checkbox', { name: sports.en }).check();
    await expect(filter).toHaveAccessibleName(/1 category selected/);
    const sportsPlaces = places.filter((place) => place.category === 'sports');
    await expect(markers).toHaveCount(sportsPlaces.length);
    await filter.click();

    // A marker: the URL names the place, the sheet shows its hours, phone and itinerary.
    const pool = placeNamed('swimming-pool');
    await map.getByRole('button', { name: pool.title.en }).click();
    await expect(page).toHaveURL(/\/pages\/map\/\d+$/);
    const sheet = page.getByRole('region', { name: pool.title.en });
    await expect(sheet.getByText('Monday to Friday, 7 am – 9.30 pm')).toBeVisible();
    await expect(sheet.getByRole('link', { name: `Call ${pool.phone}` })).toHaveAttribute(
      'href',
      `tel:${pool.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(sheet.getByRole('link', { name: /Itinerary/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/directions/,
    );
    await expectNoSeriousA11yViolations(page, '/pages/map/{id}');
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('region', { name: pool.title.en })).toBeVisible();

    // Keyboard: a marker is a button in the tab order; Enter opens its place.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/pages\/map$/);
    const library = placeNamed('library');
    const libraryMarker = page.getByRole('region', { name: 'Campus map' }).getByRole('button', {
      name: library.title.en,
    });
    await filter.focus();
    expect(await tabUntilFocused(page, libraryMarker, places.length + 10), 'Tab reaches the marker').toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: library.title.en })).toBeVisible();
  });

  test("an event's place and a house location lead to the map, in French too", async ({ page }) => {
    await answerTilesLocally(page);
    const football = sampleEvents.find((event) => event.key === 'inter-house-football')!;
    const place = placeNamed(football.locations[0]!.place);
    await page.goto(`/events/${football.text.fr.slug}`);
    await signInFromLanding(page, 'lucas.bernard');
    const dialog = page.getByRole('dialog', { name: football.text.fr.title });
    await dialog.getByRole('link', { name: football.locations[0]!.name }).click();
    await expect(page).toHaveURL(/\/pages\/map\/\d+$/);
    await expect(page.getByRole('region', { name: place.title.fr })).toBeVisible();
    await expect(page.getByRole('link', { name: /Itinéraire/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/pages/map/{id} (fr)');

    // lucas.bernard lives in the Japan House, whose location is a place of the map.
    await page.goto('/house/about');
    const findUs = page.getByRole('main').getByRole('region', { name: 'Nous trouver' });
    await findUs.getByRole('link', { name: 'Maison du Japon' }).click();
    await expect(page).toHaveURL(/\/pages\/map\/\d+$/);
    await expect(page.getByRole('region', { name: placeNamed('japan-house').title.fr })).toBeVisible();
  });
});
