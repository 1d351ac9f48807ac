import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testEvent, testPost } from '../lib/testing/content-fixtures.ts';
import { endpointHandler } from '../lib/testing/endpoint-handler.ts';
import { testUser } from '../lib/testing/fixtures.ts';
import { testPlace } from '../lib/testing/map-fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { searchHandlers, type TestSearchData } from '../lib/testing/search-fixtures.ts';
import { servicesHandlers, testService } from '../lib/testing/services-fixtures.ts';
import { TAGS, testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

const libraryNews = Array.from({ length: 12 }, (_, index) =>
  testPost({
    id: 100 + index,
    slug: `library-news-${String(index + 1)}`,
    title: { rendered: `Library news ${String(index + 1)}` },
  }),
);

const campus: TestSearchData = {
  posts: libraryNews,
  events: [testEvent({ id: 200, slug: 'library-night', title: { rendered: 'Library night' } })],
  services: [
    testService(300, 'library', { title: { rendered: 'Library' } }, { subtitle: 'Books and study rooms' }),
  ],
  places: [testPlace(400, 'Library', null, { place_phone: '01 44 16 64 00' })],
};

function renderApp(path: string, data: TestSearchData = campus) {
  server.use(...searchHandlers(data));
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  return renderRoutes(createRoutes(services), services, path);
}

const searches = () => testCampus.requests.filter((request) => request.path === '/wp/v2/search');
const searchBox = () => screen.findByRole('searchbox', { name: 'Search the portal' });
const group = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });

describe('search (spec §2.11, §4 Search, §5, §9)', () => {
  it("shows the first 3 of each category under 'all', with 'See all results' when there are more", async () => {
    const { router } = renderApp('/search/all/s=library');
    const news = await group('News');
    expect(within(news).getByText('12 results')).toBeInTheDocument();
    expect(within(news).getAllByRole('link', { name: /^Library news/ })).toHaveLength(3);
    const seeAll = within(news).getByRole('link', { name: /See all results/ });
    expect(seeAll).toHaveAttribute('href', '/search/news/s=library');
    // One result only: no 'See all results'.
    const events = await group('Events');
    expect(within(events).queryByRole('link', { name: /See all results/ })).toBeNull();
    expect(within(events).getByRole('link', { name: /Library night/ })).toHaveAttribute(
      'href',
      '/events/library-night',
    );
    expect(
      within(await group('Services')).getByRole('link', { name: /Library.*Books and study rooms/ }),
    ).toHaveAttribute('href', '/search/services/library');
    expect(within(await group('Places')).getByRole('link', { name: /Library/ })).toHaveAttribute(
      'href',
      '/pages/map/400',
    );
    // Each category is asked once, with its type and subtype, 10 per page, its objects embedded.
    const asked = searches().map(
      (request) => `${request.search.get('type')}/${request.search.get('subtype')}`,
    );
    expect(asked.sort()).toEqual(['post/event', 'post/places', 'post/post', 'post/service', 'user/user']);
    for (const request of searches()) {
      expect(request.search.get('per_page')).toBe('10');
      expect(request.search.get('search')).toBe('library');
      expect(request.search.get('_embed')).toBe('1');
      expect(request.search.get('wpml_language')).toBe('en');
    }
    await userEvent.click(seeAll);
    expect(router.state.location.pathname).toBe('/search/news/s=library');
  });

  it("the news tab reuses the first page of 'all' and 'more' fetches the next one", async () => {
    renderApp('/search/all/s=library');
    await userEvent.click(within(await group('News')).getByRole('link', { name: /See all results/ }));
    const list = await screen.findByRole('region', { name: 'Search results' });
    expect(within(list).getAllByRole('link', { name: /^Library news/ })).toHaveLength(10);
    expect(searches().filter((request) => request.search.get('subtype') === 'post')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'More results' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('link', { name: /^Library news/ })).toHaveLength(12);
    });
    expect(
      searches()
        .filter((request) => request.search.get('subtype') === 'post')
        .at(-1)
        ?.search.get('page'),
    ).toBe('2');
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });

  it('searches as one types (debounced), needs 2 characters and lights the icon past 1 (§5)', async () => {
    const { router } = renderApp('/search');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    const box = await searchBox();
    const go = screen.getByRole('button', { name: 'Search' });
    await userEvent.type(box, 'l');
    expect(go).toHaveAttribute('aria-disabled', 'true');
    expect(go).not.toHaveClass('search-box__go--active');
    await userEvent.type(box, 'ib');
    expect(go).toHaveAttribute('aria-disabled', 'false');
    expect(go).toHaveClass('search-box__go--active');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/search/all/s=lib');
    });
    expect(await group('News')).toBeInTheDocument();
    // Typed in one go: one search per category, for the whole text, none for its first letters.
    expect(new Set(searches().map((request) => request.search.get('search')))).toEqual(new Set(['lib']));
  });

  it("says 'Searching' while the results load and 'No Results' when nothing matches", async () => {
    server.use(
      endpointHandler('GET /wp/v2/search', async () => {
        await delay(200);
        return HttpResponse.json([], { headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } });
      }),
    );
    const services = createTestServices({ backendToken: 'backend-1' });
    services.auth.start();
    renderRoutes(createRoutes(services), services, '/search/all/s=zzz');
    expect(await screen.findByText('Searching')).toBeInTheDocument();
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(screen.queryByText('Searching')).toBeNull();
  });

  it("shows 'Non implementé' for an unknown category", async () => {
    renderApp('/search/recipes/s=library');
    expect(await screen.findByText('Non implementé')).toBeInTheDocument();
  });

  it('names the browser tab after the category tab (issue #34)', async () => {
    const { router } = renderApp('/search/news/s=library');
    await screen.findByText('Library news 1');
    expect(document.title).toBe('News · Search · Campus portal');
    await act(() => router.navigate('/search/users/s=library'));
    await waitFor(() => {
      expect(document.title).toBe('Users · Search · Campus portal');
    });
  });

  it('clears the search with the close icon and goes to /search/', async () => {
    const { router } = renderApp('/search/news/s=library');
    await screen.findByText('Library news 1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(router.state.location.pathname).toBe('/search/');
    expect(await searchBox()).toHaveValue('');
    expect(screen.getByText('Type at least 2 characters to search.')).toBeInTheDocument();
  });

  it('finds people by name and opens their card (the directory modal)', async () => {
    renderApp('/search/users/s=chloe');
    const card = await screen.findByRole('button', { name: /Chloé Durand/ });
    await userEvent.click(card);
    expect(await screen.findByRole('dialog', { name: /Chloé Durand/ })).toBeInTheDocument();
  });

  it('reads the house and tags of a see-all link and shows the filter panel on wide screens', async () => {
    const { router } = renderApp(`/search/users/h=12&t=${String(TAGS.sorbonne.id)}`);
    expect(await screen.findByRole('button', { name: /Bruno Costa/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Chloé Durand/ })).toBeNull();
    const request = searches().find((candidate) => candidate.search.get('subtype') === 'user');
    expect(request?.search.get('filter[tax-house]')).toBe('12');
    expect(request?.search.get('filter[tax-tag]')).toBe(String(TAGS.sorbonne.id));
    expect(await screen.findByText('House: Maison du Brésil')).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Filters' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/search/users/h=12');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove the house filter' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/search/users');
    });
  });

  it('shows the house and tags of the URL as removable chips, on a phone too, on the all and users tabs', async () => {
    window.innerWidth = 390;
    const url = `/search/all/s=bruno&h=12&t=${String(TAGS.sorbonne.id)},${String(TAGS.physics.id)}`;
    const { router } = renderApp(url);
    const filters = await screen.findByRole('list', { name: 'People filtered by:' });
    expect(await within(filters).findByText('House: Maison du Brésil')).toBeInTheDocument();
    expect(await within(filters).findByText('Sorbonne')).toBeInTheDocument();
    expect(within(filters).getByText('Physics')).toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'Remove the filter Physics' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/search/all/s=bruno&h=12&t=${String(TAGS.sorbonne.id)}`);
    });
    expect(within(filters).queryByText('Physics')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Users' }));
    const onUsers = await screen.findByRole('list', { name: 'People filtered by:' });
    await userEvent.click(within(onUsers).getByRole('button', { name: 'Remove the house filter' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/search/users/s=bruno&t=${String(TAGS.sorbonne.id)}`);
    });
    await userEvent.click(within(onUsers).getByRole('button', { name: 'Remove the filter Sorbonne' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/search/users/s=bruno');
    });
    expect(screen.queryByRole('list', { name: 'People filtered by:' })).toBeNull();
  });

  it('shows no filter chips without filters, nor on a content tab', async () => {
    renderApp('/search/news/s=library&h=12');
    await screen.findByText('Library news 1');
    expect(screen.queryByRole('list', { name: 'People filtered by:' })).toBeNull();
  });

  it('hides the filter panel on small screens', async () => {
    window.innerWidth = 390;
    renderApp('/search/users/s=bruno');
    expect(await screen.findByRole('button', { name: /Bruno Costa/ })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
  });

  it('shows the icon of its kind for a result without a picture, never an empty box', async () => {
    renderApp('/search/all/s=library');
    const services = await group('Services');
    const link = within(services).getByRole('link', { name: /Library/ });
    expect(within(link).getByTestId('search-result-icon')).toBeInTheDocument();
    expect(within(link).queryByRole('img')).toBeNull();
  });

  it('lists a house service once per house with the house on its line', async () => {
    const laundry = (id: number, houseId: number) =>
      testService(
        id,
        'laundry',
        {
          title: { rendered: 'Laundry' },
          'tax-house': [houseId],
          link: `${window.location.origin}/house/services/laundry`,
        },
        { subtitle: 'Machines, tickets and hours' },
      );
    renderApp('/search/services/s=laundry', {
      services: [laundry(310, 1), laundry(311, 12), laundry(312, 14)],
    });
    const list = await screen.findByRole('region', { name: 'Search results' });
    await waitFor(() => {
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'LaundryMaison internationale · Machines, tickets and hours',
        'LaundryMaison du Brésil · Machines, tickets and hours',
        'LaundryMaison du Japon · Machines, tickets and hours',
      ]);
    });
  });

  it('searches in French for a French-speaking person', async () => {
    testCampus.me = testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' });
    renderApp('/search/news/s=library');
    expect(await screen.findByText('Library news 1')).toBeInTheDocument();
    expect(searches()[0]?.search.get('wpml_language')).toBe('fr');
    expect(screen.getByRole('heading', { name: 'Recherche' })).toBeInTheDocument();
  });

  it('shows a campus service found by the search inside the search (/search/services/{slug})', async () => {
    server.use(...servicesHandlers({ services: campus.services }));
    renderApp('/search/services/library');
    expect(await screen.findByRole('heading', { level: 1, name: 'Library' })).toBeInTheDocument();
  });
});
