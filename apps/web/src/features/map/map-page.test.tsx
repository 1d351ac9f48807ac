import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { mapHandlers, testPlace, testPlaceCategory } from '../../lib/testing/map-fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { MapPage } from './map-page.tsx';

const SPORTS = testPlaceCategory(71, 'sports', { en: 'Sports', fr: 'Sport' }, '#2e7d32');
const HEALTH = testPlaceCategory(72, 'health', { en: 'Health', fr: 'Santé' });
const POOL = testPlace(11, 'Swimming pool', SPORTS.id, {
  place_phone: '+33 1 44 16 65 20',
  place_hours: '<p>Every day, 7 am – 9.30 pm</p>',
  place_access: '<p>Street-side entrance</p>',
  place_access_link: 'https://www.openstreetmap.org/directions?route=%3B48.8194%2C2.3366',
});
const GYM = testPlace(12, 'Gymnasium', SPORTS.id);
const CLINIC = testPlace(13, 'Health centre', HEALTH.id);

function renderMap(path: string, places = [POOL, GYM, CLINIC], first: RequestHandler[] = []) {
  testCampus.me = testUser();
  // MSW tries the handlers of one `use` call in order: `first` answers before the map's.
  server.use(...first, ...mapHandlers({ places, categories: [SPORTS, HEALTH] }));
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

const placeList = async () => within(await screen.findByRole('navigation', { name: 'Places' }));

describe('the campus map (spec §2.8)', () => {
  it('lists every place beside the map, by name, each leading to /pages/map/{id}', async () => {
    renderMap('/pages/map');
    const links = (await placeList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Gymnasium', 'Health centre', 'Swimming pool']);
    expect(links[2]).toHaveAttribute('href', '/pages/map/11');
  });

  it('draws one marker per place, a button named after it', async () => {
    renderMap('/pages/map');
    const map = within(await screen.findByRole('region', { name: 'Campus map' }));
    expect(await map.findByRole('button', { name: 'Swimming pool' })).toBeInTheDocument();
    expect(map.getByRole('button', { name: 'Health centre' })).toBeInTheDocument();
  });

  it('filters by category, says so on the filter button, and shows all again', async () => {
    const user = userEvent.setup();
    renderMap('/pages/map');
    await placeList();
    const filter = screen.getByRole('button', { name: 'Filter' });
    await user.click(filter);
    await user.click(screen.getByRole('checkbox', { name: 'Sports' }));
    expect(screen.getByRole('button', { name: 'Filter 1 category selected' })).toBeInTheDocument();
    const names = (await placeList()).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['Gymnasium', 'Swimming pool']);
    await user.click(screen.getByRole('button', { name: 'Show all places' }));
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect((await placeList()).getAllByRole('link')).toHaveLength(3);
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
  });

  it('selects nothing for an id that is not a place', async () => {
    renderMap('/pages/map/999');
    await placeList();
    expect(screen.queryByRole('heading', { level: 2, name: 'Swimming pool' })).not.toBeInTheDocument();
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
    renderMap('/pages/map', [POOL, GYM, CLINIC], [failOnce]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading entries');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await placeList()).getAllByRole('link')).toHaveLength(3);
  });
});
