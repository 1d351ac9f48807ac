import { type Locator, type Page } from '@playwright/test';
import { sampleCampus, sampleEvents } from '../../apps/server/test/sample-content.ts';
import { expectNoSeriousA11yViolations } from '../support/accessibility.ts';
import { tabUntilFocused } from '../support/keyboard.ts';
import { signInFromLanding } from '../support/sign-in.ts';
import { expect, test, type SignedInPage } from '../support/signed-in.ts';

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
const sports = categories.find((category) => category.key === 'sports')!;
const sportsPlaces = places.filter((place) => place.category === 'sports');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface DrawnMarker {
  name: string;
  places: string[];
  box: Box;
}

/** Every marker the map draws (pins and clusters): its accessible name, the places it holds, its box. */
const drawnMarkers = (page: Page): Promise<DrawnMarker[]> =>
  page.locator('.campus-map .leaflet-marker-icon').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return {
        name: element.getAttribute('aria-label') ?? '',
        places: (element.getAttribute('data-places') ?? '').split(' '),
        box: { x, y, width, height },
      };
    }),
  );

const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;

/** Whether two boxes share more than a rounding error of area. */
const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Marker pairs whose tap boxes overlap (by name), none when the map keeps its promise. */
function overlappingMarkers(markers: DrawnMarker[]): string[] {
  return markers.flatMap((a, i) =>
    markers.slice(i + 1).flatMap((b) => (overlap(a.box, b.box) ? [`${a.name} / ${b.name}`] : [])),
  );
}

/**
 * The marker `locator` finds now, and no other later: by the places it holds (a locator for "the cluster
 * that holds X" would find the next cluster that holds X once this one is gone).
 */
async function thisMarker(locator: Locator, timeout?: number): Promise<Locator> {
  const held = await locator.getAttribute('data-places', { timeout });
  return locator.page().locator(`.campus-map .leaflet-marker-icon[data-places="${held ?? ''}"]`);
}

/**
 * Where a place is drawn once the map has settled: null when its own pin shows, else the cluster that holds
 * it. Asked again until the marker found holds still for a moment: while the map moves (back from a place,
 * into a cluster) a pin may show and then join a cluster, or a cluster come apart, under the test's eyes.
 */
async function clusterHolding(pin: Locator, cluster: Locator): Promise<Locator | null> {
  let holder: Locator | null = null;
  await expect(async () => {
    holder = null;
    const marker = (await pin.isVisible()) ? pin : await thisMarker(cluster, 1_000);
    // Still: the same box twice, 300 ms apart.
    let last = '';
    await expect
      .poll(
        async () => {
          const box = JSON.stringify(await marker.boundingBox({ timeout: 1_000 }));
          const still = box === last && box !== 'null';
          last = box;
          return still;
        },
        { intervals: [300], timeout: 3_000 },
      )
      .toBe(true);
    if (marker !== pin) holder = marker;
  }).toPass({ timeout: 15_000 });
  return holder;
}

/** Taps (or clicks) the middle of a marker's box, where a thumb lands, not the element by its name. */
async function tapAt(page: Page, box: Box, touch: boolean) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/**
 * Opens a place from the map as a person does: taps the cluster that holds it until its own pin shows,
 * then its pin. Each tap lands where the marker is drawn.
 */
async function openFromMap(page: Page, title: string, touch: boolean) {
  const map = page.getByRole('region', { name: /Campus map|Plan du campus/ });
  const pin = map.getByRole('button', { name: title, exact: true });
  const anyCluster = map
    .getByRole('button', { name: new RegExp(`^\\d+ (places|lieux) ?:.*${title}`) })
    .first();
  for (let taps = 0; taps < 8; taps += 1) {
    const cluster = await clusterHolding(pin, anyCluster);
    if (cluster === null) break;
    await tapAt(page, await boxOf(cluster), touch);
    // The zoom is animated: the cluster is gone once it has ended.
    await expect(cluster).toBeHidden();
  }
  await tapAt(page, await boxOf(pin), touch);
}

/**
 * Opens a place with the keyboard alone: from `start`, Tab to the cluster that holds it and press Enter,
 * until its own pin shows; then Tab to the pin and press Enter. A marker the map redraws before Tab reaches
 * it is looked for again.
 */
async function openByKeyboard(page: Page, title: string, start: Locator) {
  const map = page.getByRole('region', { name: 'Campus map' });
  const pin = map.getByRole('button', { name: title, exact: true });
  const cluster = map.getByRole('button', { name: new RegExp(`^\\d+ places: .*${title}`) }).first();
  for (let attempts = 0; attempts < 8; attempts += 1) {
    const holder = await clusterHolding(pin, cluster);
    await start.focus();
    const reached = await tabUntilFocused(page, holder ?? pin, places.length + 10, { stopWhenGone: true });
    if (!reached) continue;
    await page.keyboard.press('Enter');
    if (holder === null) return;
    await expect(holder).toBeHidden();
  }
  throw new Error(`Tab never reached the pin of ${title}`);
}

/** `username`'s map, its tiles answered locally from the first request. */
async function openMap(signedInPage: SignedInPage, username: string): Promise<Page> {
  const page = await signedInPage(username, '/pages/map', answerTilesLocally);
  await expect(page.locator('.campus-map .leaflet-marker-icon').first()).toBeVisible();
  return page;
}

test.describe('the campus map on a phone (spec §2.8, issue #29)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fills the screen; at zoom 16 no two tappable markers overlap; a tapped pin opens its own place, in view above the sheet', async ({
    signedInPage,
  }) => {
    const page = await openMap(signedInPage, 'alice.martin');
    const map = page.getByRole('region', { name: 'Campus map' });

    // Between the top bar and the bottom tab bar, edge to edge, and nothing scrolls sideways.
    const mapBox = await boxOf(map);
    const bottomBar = await boxOf(page.getByRole('navigation', { name: 'Main navigation' }));
    expect(mapBox.x).toBe(0);
    expect(mapBox.width).toBe(390);
    // (The bar's 1 px top border may overlap the map's last row.)
    expect(Math.abs(mapBox.y + mapBox.height - bottomBar.y)).toBeLessThanOrEqual(1);
    expect(mapBox.height).toBeGreaterThan(0.7 * 844 - 64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    // Every place once, no two markers within a thumb of each other, each a tap target at least 44 px.
    const markers = await drawnMarkers(page);
    expect(markers.flatMap((marker) => marker.places)).toHaveLength(places.length);
    expect(overlappingMarkers(markers)).toEqual([]);
    for (const marker of markers) {
      expect(marker.box.width, marker.name).toBeGreaterThanOrEqual(44);
      expect(marker.box.height, marker.name).toBeGreaterThanOrEqual(44);
    }

    // A pin standing alone, tapped where it is drawn, opens that place.
    // One clear of the map's zoom buttons (top left) and attribution (bottom).
    const clear = {
      x: mapBox.x + 56,
      y: mapBox.y + 88,
      width: mapBox.width - 112,
      height: mapBox.height - 128,
    };
    const pin = markers.find((marker) => marker.places.length === 1 && inside(marker.box, clear))!;
    await tapAt(page, pin.box, true);
    await expect(page).toHaveURL(/\/pages\/map\/\d+$/);
    const sheet = page.getByRole('region', { name: pin.name, exact: true });
    await expect(sheet).toBeVisible();

    // Its pin is highlighted, and the map moves it above the sheet.
    const selected = map.locator('.leaflet-marker-icon[aria-current="true"]');
    await expect(selected).toHaveAccessibleName(pin.name);
    const panel = page.locator('.map-panel');
    await expect
      .poll(async () => {
        const [pinBox, sheetBox] = [await boxOf(selected), await boxOf(panel)];
        return pinBox.y >= mapBox.y && pinBox.y + pinBox.height <= sheetBox.y;
      })
      .toBe(true);
    await expectNoSeriousA11yViolations(page, '/pages/map/{id} (phone)');

    // Tapped through its clusters, the Library opens the Library (it used to open International House).
    await page.goto('/pages/map');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    await openFromMap(page, placeNamed('library').title.en, true);
    await expect(
      page.getByRole('region', { name: placeNamed('library').title.en, exact: true }),
    ).toBeVisible();
  });

  test('a filter fits the map to the places it lets through, and says so', async ({ signedInPage }) => {
    const page = await openMap(signedInPage, 'alice.martin');
    const map = page.getByRole('region', { name: 'Campus map' });
    const filter = page.getByRole('button', { name: /^Filter/ });
    await filter.click();
    await page.getByRole('checkbox', { name: sports.en, exact: true }).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(filter).toHaveAccessibleName(/1 category selected/);
    // The map's own status line (the shell has a live region of its own for its notices).
    await expect(page.getByRole('status').filter({ hasText: 'places shown' })).toHaveText(
      `${String(sportsPlaces.length)} of ${String(places.length)} places shown`,
    );
    const mapBox = await boxOf(map);
    await expect
      .poll(async () => {
        const markers = await drawnMarkers(page);
        return (
          markers.flatMap((marker) => marker.places).length === sportsPlaces.length &&
          markers.every((marker) => inside(marker.box, mapBox))
        );
      })
      .toBe(true);
    // Show all from the status line.
    await page.getByRole('button', { name: 'Show all', exact: true }).click();
    await expect(filter).toHaveAccessibleName('Filter');
    await expect
      .poll(async () => (await drawnMarkers(page)).flatMap((m) => m.places).length)
      .toBe(places.length);
  });
});

test.describe('the campus map on a wide screen (spec §2.8, issue #29)', () => {
  test('filter by category, open a place from its marker, reload it, and open one by keyboard', async ({
    signedInPage,
  }) => {
    const page = await signedInPage('yuki.tanaka');
    const tiles = await answerTilesLocally(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Map' })
      .click();
    await expect(page).toHaveURL(/\/pages\/map$/);
    const map = page.getByRole('region', { name: 'Campus map' });
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect((await drawnMarkers(page)).flatMap((marker) => marker.places)).toHaveLength(places.length);
    await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeVisible();
    expect(tiles.length, 'tiles were asked of the configured server').toBeGreaterThan(0);
    // Most of the content column: the whole height under the title.
    const mapBox = await boxOf(map);
    expect(mapBox.height).toBeGreaterThan(0.8 * 800);
    await expectNoSeriousA11yViolations(page, '/pages/map');

    // Filter: only the sports places remain, and the button says a filter is on.
    const filter = page.getByRole('button', { name: /^Filter/ });
    await filter.click();
    await page.getByRole('checkbox', { name: sports.en, exact: true }).check();
    await expect(filter).toHaveAccessibleName(/1 category selected/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Categories' })).toBeHidden();
    await expect(filter).toBeFocused();
    await expect
      .poll(async () => (await drawnMarkers(page)).flatMap((marker) => marker.places).length)
      .toBe(sportsPlaces.length);

    // A marker: the URL names the place, the side panel shows its hours, phone and itinerary, and leaves
    // the pin in view beside it.
    const pool = placeNamed('swimming-pool');
    await openFromMap(page, pool.title.en, false);
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
    const selected = map.locator('.leaflet-marker-icon[aria-current="true"]');
    await expect
      .poll(async () => {
        const [pinBox, panelBox] = [await boxOf(selected), await boxOf(page.locator('.map-panel'))];
        return inside(pinBox, mapBox) && pinBox.x + pinBox.width <= panelBox.x;
      })
      .toBe(true);
    await expectNoSeriousA11yViolations(page, '/pages/map/{id}');
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('region', { name: pool.title.en })).toBeVisible();

    // Keyboard: markers are buttons in the tab order; Enter opens a cluster (the focus goes to one of its
    // places) or a place; Escape closes the place and the focus goes back to its pin.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/pages\/map$/);
    const library = placeNamed('library').title.en;
    const libraryPin = map.getByRole('button', { name: library, exact: true });
    await openByKeyboard(page, library, filter);
    await expect(page.getByRole('region', { name: library })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/pages\/map$/);
    await expect(libraryPin).toBeFocused();
  });

  test('a place link read in English opens the same place for a French reader', async ({
    signedInPage,
    browser,
  }) => {
    const page = await openMap(signedInPage, 'alice.martin');
    await page.getByRole('button', { name: 'List' }).click();
    await page
      .getByRole('navigation', { name: 'Places' })
      .getByRole('link', { name: 'Library', exact: true })
      .click();
    await expect(page.getByRole('region', { name: 'Library' })).toBeVisible();
    const { origin, pathname: link } = new URL(page.url());

    const frenchReader = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 800 },
    });
    const french = await frenchReader.newPage();
    await answerTilesLocally(french);
    await french.goto(link);
    await signInFromLanding(french, 'camille.dupont');
    await expect(french.getByRole('region', { name: placeNamed('library').title.fr })).toBeVisible();
    // The address now names the French place.
    await expect(french).toHaveURL(/\/pages\/map\/\d+$/);
    expect(new URL(french.url()).pathname).not.toBe(link);
    await frenchReader.close();
  });

  test("an event's place and a house location lead to the map, in French too", async ({ signedInPage }) => {
    const football = sampleEvents.find((event) => event.key === 'inter-house-football')!;
    const place = placeNamed(football.locations[0]!.place);
    const page = await signedInPage('lucas.bernard', `/events/${football.text.fr.slug}`, answerTilesLocally);
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
