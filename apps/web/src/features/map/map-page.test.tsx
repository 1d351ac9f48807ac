import type { Place } from '@campus/domain/place';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { mapHandlers, testPlace, testPlaceCategory } from '../../lib/testing/map-fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { MapPage } from './map-page.tsx';

// jsdom has no ResizeObserver (the map follows its own size and its panel's with one): nothing resizes here.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const SPORTS = testPlaceCategory(71, 'sports', { en: 'Sports', fr: 'Sport' }, '#2e7d32');
const HEALTH = testPlaceCategory(72, 'health', { en: 'Health', fr: 'Santé' });
const at = (lat: number, lng: number): Partial<Place['acf']> => ({
  place_coordinates: { markers: [{ lat, lng }] },
});
// Three places far apart at zoom 16 (over 100 px): three pins.
const POOL = testPlace(11, 'Swimming pool', SPORTS.id, {
  ...at(48.8194, 2.3366),
  place_phone: '+33 1 44 16 65 20',
  place_hours: '<p>Every day, 7 am – 9.30 pm</p>',
  place_access: '<p>Street-side entrance</p>',
  place_access_link: 'https://www.openstreetmap.org/directions?route=%3B48.8194%2C2.3366',
});
const GYM = testPlace(12, 'Gymnasium', SPORTS.id, at(48.821, 2.34));
const CLINIC = testPlace(13, 'Health centre', HEALTH.id, at(48.8183, 2.3415));
// Two places 10 m apart, a few pixels at zoom 16: one cluster until zoom 19.
const LIBRARY = testPlace(21, 'Library', null, at(48.8196, 2.3381));
const CAFE = testPlace(22, 'Library café', null, at(48.81968, 2.33822));

function renderMap(
  path: string,
  places: readonly Place[] = [POOL, GYM, CLINIC],
  {
    first = [],
    otherLanguageIds = {},
  }: { first?: RequestHandler[]; otherLanguageIds?: Record<number, number> } = {},
) {
  testCampus.me = testUser();
  // MSW tries the handlers of one `use` call in order: `first` answers before the map's.
  server.use(...first, ...mapHandlers({ places, categories: [SPORTS, HEALTH], otherLanguageIds }));
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return renderRoutes(
    [
      { path: '/pages/map', element: <MapPage /> },
      { path: '/pages/map/:id', element: <MapPage /> },
    ],
    services,
    path,
  );
}

const campusMapRegion = () => screen.findByRole('region', { name: 'Campus map' });
const openList = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: 'List' }));
  return screen.getByRole('navigation', { name: 'Places' });
};

describe('the campus map (spec §2.8, issue #29)', () => {
  it('opens the list of places from the List button, by name, each leading to /pages/map/{id}', async () => {
    const user = userEvent.setup();
    renderMap('/pages/map');
    const listButton = await screen.findByRole('button', { name: 'List' });
    expect(listButton).toHaveAttribute('aria-expanded', 'false');
    const list = await openList(user);
    expect(listButton).toHaveAttribute('aria-expanded', 'true');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Gymnasium', 'Health centre', 'Swimming pool']);
    expect(links[2]).toHaveAttribute('href', '/pages/map/11');
    await user.click(within(list).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('navigation', { name: 'Places' })).not.toBeInTheDocument();
    expect(listButton).toHaveFocus();
  });

  it('draws a pin per place standing alone, a button named after it', async () => {
    renderMap('/pages/map');
    const map = within(await campusMapRegion());
    expect(await map.findByRole('button', { name: 'Swimming pool' })).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Health centre' })).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Gymnasium' })).toBeInTheDocument();
  });

  it('draws places within a thumb of each other as one cluster; tapping it zooms in until they come apart', async () => {
    const user = userEvent.setup();
    renderMap('/pages/map', [POOL, LIBRARY, CAFE]);
    const map = within(await campusMapRegion());
    const cluster = await map.findByRole('button', { name: '2 places: Library and Library café' });
    expect(map.queryByRole('button', { name: 'Library' })).not.toBeInTheDocument();
    await user.click(cluster);
    expect(await map.findByRole('button', { name: 'Library' })).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Library café' })).toBeInTheDocument();
    expect(map.queryByRole('button', { name: /2 places/ })).not.toBeInTheDocument();
  });

  it('opens a cluster with Enter and puts the focus on one of its places', async () => {
    const user = userEvent.setup();
    renderMap('/pages/map', [POOL, LIBRARY, CAFE]);
    const map = within(await campusMapRegion());
    (await map.findByRole('button', { name: /^2 places/ })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(map.getByRole('button', { name: 'Library' })).toHaveFocus();
    });
  });

  it('fans out places at one spot around their cluster; Escape folds them back onto it', async () => {
    const user = userEvent.setup();
    const twin = testPlace(23, 'Study room', null, at(48.8196, 2.3381));
    renderMap('/pages/map', [LIBRARY, twin]);
    const map = within(await campusMapRegion());
    const cluster = await map.findByRole('button', { name: '2 places: Library and Study room' });
    cluster.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(map.getByRole('button', { name: 'Library' })).toHaveFocus();
    });
    expect(map.getByRole('button', { name: 'Study room' })).toBeInTheDocument();
    expect(map.getByRole('button', { name: /^2 places/ })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(map.getByRole('button', { name: /^2 places/ })).toHaveFocus();
    });
    expect(map.getByRole('button', { name: /^2 places/ })).toHaveAttribute('aria-expanded', 'false');
    expect(map.queryByRole('button', { name: 'Study room' })).not.toBeInTheDocument();
  });

  it('marks the selected place’s pin (aria-current) and keeps it out of any cluster', async () => {
    renderMap('/pages/map/21', [POOL, LIBRARY, CAFE]);
    const map = within(await campusMapRegion());
    // At zoom 19 the two stand apart anyway; the selected pin is drawn on its own at every zoom.
    const pin = await map.findByRole('button', { name: 'Library' });
    expect(pin).toHaveAttribute('aria-current', 'true');
    expect(map.getByRole('button', { name: 'Library café' })).not.toHaveAttribute('aria-current');
    expect(map.getByRole('button', { name: 'Swimming pool' })).not.toHaveAttribute('aria-current');
  });

  it('filters by category, says so on the filter button and above the map, and shows all again', async () => {
    const user = userEvent.setup();
    renderMap('/pages/map');
    const map = within(await campusMapRegion());
    await map.findByRole('button', { name: 'Health centre' });
    const filter = screen.getByRole('button', { name: 'Filter' });
    await user.click(filter);
    const panel = within(screen.getByRole('group', { name: 'Categories' }));
    await user.click(panel.getByRole('checkbox', { name: 'Sports' }));
    expect(screen.getByRole('button', { name: 'Filter 1 category selected' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 places shown');
    await waitFor(() => {
      expect(map.queryByRole('button', { name: 'Health centre' })).not.toBeInTheDocument();
    });
    expect(map.getByRole('button', { name: 'Gymnasium' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter 1 category selected' })).toHaveFocus();

    // The status line's own reset.
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await map.findByRole('button', { name: 'Health centre' })).toBeInTheDocument();
  });

  it('closes the filter panel with Escape, the focus back on its button, and the open place stays open', async () => {
    const user = userEvent.setup();
    renderMap('/pages/map/11');
    await screen.findByRole('region', { name: 'Swimming pool' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter 1 category selected' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Swimming pool' })).toBeInTheDocument();
  });

  it('closes a selected place that a new filter hides', async () => {
    const user = userEvent.setup();
    const { router } = renderMap('/pages/map/13');
    await screen.findByRole('region', { name: 'Health centre' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/pages/map');
    });
    expect(screen.queryByRole('region', { name: 'Health centre' })).not.toBeInTheDocument();
  });

  it('opens the place of a cold-loaded /pages/map/{id}: hours, a tel: link, access and the Itinerary', async () => {
    const user = userEvent.setup();
    const { router } = renderMap('/pages/map/11');
    const sheet = within(await screen.findByRole('region', { name: 'Swimming pool' }));
    expect(sheet.getByText('Every day, 7 am – 9.30 pm')).toBeInTheDocument();
    expect(sheet.getByRole('link', { name: 'Call +33 1 44 16 65 20' })).toHaveAttribute(
      'href',
      'tel:+33144166520',
    );
    expect(sheet.getByText('Street-side entrance')).toBeInTheDocument();
    const itinerary = sheet.getByRole('link', { name: /Itinerary/ });
    expect(itinerary).toHaveAttribute('href', POOL.acf.place_access_link);
    expect(itinerary).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(sheet.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/pages/map');
    });
    expect(screen.queryByRole('region', { name: 'Swimming pool' })).not.toBeInTheDocument();
    // Nothing opened it on this page: the focus goes to its pin.
    expect(within(await campusMapRegion()).getByRole('button', { name: 'Swimming pool' })).toHaveFocus();
  });

  it('closes the place with Escape, and gives the focus back to the link of the list that opened it', async () => {
    const user = userEvent.setup();
    const { router } = renderMap('/pages/map');
    const list = await openList(user);
    await user.click(within(list).getByRole('link', { name: 'Gymnasium' }));
    expect(router.state.location.pathname).toBe('/pages/map/12');
    const sheet = await screen.findByRole('region', { name: 'Gymnasium' });
    expect(within(sheet).getByRole('heading', { name: 'Gymnasium' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/pages/map');
    });
    expect(screen.getByRole('navigation', { name: 'Places' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Places' })).getByRole('link', { name: 'Gymnasium' }),
    ).toHaveFocus();
  });

  it('opens a place linked with its id in the other language, in the reader’s language', async () => {
    // 502 is the swimming pool's id in the other language: the server answers its translation here (11).
    const { router } = renderMap('/pages/map/502', [POOL, GYM, CLINIC], { otherLanguageIds: { 502: 11 } });
    expect(await screen.findByRole('region', { name: 'Swimming pool' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/map/11');
  });

  it('selects nothing for an id that is not a place', async () => {
    const { router } = renderMap('/pages/map/999');
    await within(await campusMapRegion()).findByRole('button', { name: 'Gymnasium' });
    await waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Swimming pool' })).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/map/999');
  });

  it("says 'No places available' when the campus has none", async () => {
    renderMap('/pages/map', []);
    expect(await screen.findByText('No places available')).toBeInTheDocument();
  });

  it("shows 'Error loading entries' with a retry that loads the places", async () => {
    const user = userEvent.setup();
    const failOnce = http.get(
      '*/wp-json/wp/v2/places',
      () =>
        HttpResponse.json({ code: 'rest_invalid', message: 'No.', data: { status: 400 } }, { status: 400 }),
      { once: true },
    );
    renderMap('/pages/map', [POOL, GYM, CLINIC], { first: [failOnce] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading entries');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await campusMapRegion()).findByRole('button', { name: 'Gymnasium' }),
    ).toBeInTheDocument();
  });
});
