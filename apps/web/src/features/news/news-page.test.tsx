import type { EventPost, Post } from '@campus/domain/content';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpResponse } from 'msw';
import { testEvent, testPost } from '../../lib/testing/content-fixtures.ts';
import { endpointHandler } from '../../lib/testing/endpoint-handler.ts';
import { testUser } from '../../lib/testing/fixtures.ts';
import { server } from '../../lib/testing/msw-server.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { EventDetailRoute } from './event-detail-route.tsx';
import { NewsDetailRoute } from './news-detail-route.tsx';
import { loadNamespaces } from '../../lib/i18n/i18n.ts';
import { NewsCard } from './news-card.tsx';
import { FIRST_SCREEN_CARDS } from './news-list.tsx';
import { NewsPage } from './news-page.tsx';
import { newsView } from './news-view.ts';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

interface Content {
  posts?: Post[];
  events?: EventPost[];
  failPosts?: boolean;
}

/** A returning person (Ana) on `path`, the shared test server answering with `content`. */
function renderAt(path: string, content: Content = {}) {
  testCampus.me = testUser({ first_name: 'Ana' });
  testCampus.posts = content.posts ?? [];
  testCampus.events = content.events ?? [];
  if (content.failPosts === true)
    server.use(
      endpointHandler('GET /wp/v2/posts', () =>
        HttpResponse.json({ code: 'x', message: 'x', data: { status: 404 } }, { status: 404 }),
      ),
    );
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  const { router, container } = renderRoutes(
    [
      { path: '/news', element: <NewsPage />, children: [{ path: ':slug', element: <NewsDetailRoute /> }] },
      {
        path: '/events',
        element: <NewsPage />,
        children: [{ path: ':slug', element: <EventDetailRoute /> }],
      },
    ],
    services,
    path,
  );
  return { router, services, container };
}

const requestedUrls = (services: ReturnType<typeof renderAt>['services']) =>
  services.fetch.mock.calls.map(([input]) => urlOf(input));

describe('news and events page (spec §2.5)', () => {
  it('greets the person by first name on a wide screen, not on a phone', async () => {
    window.innerWidth = 1280;
    renderAt('/news');
    expect(await screen.findByText('Hello Ana,')).toBeInTheDocument();
    window.innerWidth = 390;
  });

  it('does not greet on a phone', async () => {
    window.innerWidth = 390;
    renderAt('/news');
    await screen.findByRole('heading', { level: 1, name: 'News' });
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });

  it('asks for 20 news in the portal language and shows them in the server order, sticky first', async () => {
    const { services } = renderAt('/news', {
      posts: [testPost({ id: 1, slug: 'pinned', sticky: true }), testPost({ id: 2, slug: 'recent' })],
    });
    const cards = await screen.findAllByTestId('news-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Title of pinned',
      'Title of recent',
    ]);
    expect(within(cards[0]!).getByText('Pinned')).toBeInTheDocument();
    expect(requestedUrls(services).find((url) => url.includes('/posts'))).toMatch(
      /per_page=20.*wpml_language=en/,
    );
  });

  it("shows 'Error loading entries' when there is no news", async () => {
    renderAt('/news', { posts: [] });
    expect(await screen.findByText('Error loading entries')).toBeInTheDocument();
  });

  it("shows 'Error loading entries' and a retry when the news cannot be loaded", async () => {
    renderAt('/news', { failPosts: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading entries');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a news item in a modal from the list, without a new request, and closes it', async () => {
    const user = userEvent.setup();
    const post = testPost({ slug: 'pool', acf: { ...testPost().acf, alert: '<p>Closed on Monday</p>' } });
    const { services, router } = renderAt('/news', { posts: [post] });
    await user.click(await screen.findByRole('link', { name: 'Title of pool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Title of pool' });
    expect(within(dialog).getByText('Closed on Monday')).toBeInTheDocument();
    expect(within(dialog).getByText('Library')).toBeInTheDocument();
    expect(requestedUrls(services).some((url) => url.includes('slug='))).toBe(false);
    // The tab is named after the item while it is open, after the list again once closed (issue #34).
    expect(document.title).toBe('Title of pool · Campus portal');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/news');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.title).toBe('News · Campus portal');
  });

  it('fetches a deep-linked news item by slug and shows it when exactly one matches', async () => {
    const { services } = renderAt('/news/far-away', { posts: [testPost({ slug: 'far-away' })] });
    expect(await screen.findByRole('dialog', { name: 'Title of far-away' })).toBeInTheDocument();
    expect(requestedUrls(services).some((url) => url.includes('slug=far-away'))).toBe(true);
  });

  it.each([
    ['no result', []],
    ['two results', [testPost({ id: 1, slug: 'twice' }), testPost({ id: 2, slug: 'twice' })]],
  ])('shows the not-found state for a slug with %s (§4 News detail)', async (_case, results) => {
    renderAt('/news/twice', { posts: results });
    expect(await screen.findByRole('dialog', { name: 'News not found' })).toBeInTheDocument();
  });

  it('switches to the Events tab and opens an event with its locations and practical information', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/news', { events: [testEvent({ slug: 'film-club' })] });
    await user.click(await screen.findByRole('link', { name: 'Events' }));
    expect(router.state.location.pathname).toBe('/events');
    await user.click(await screen.findByRole('link', { name: 'Event film-club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event film-club' });
    expect(document.title).toBe('Event film-club · Campus portal');
    expect(within(dialog).getByRole('link', { name: 'Théâtre de la Cité' })).toHaveAttribute(
      'href',
      '/pages/map/theatre',
    );
    expect(within(dialog).getByText('Practical information')).toBeInTheDocument();
  });

  it('downloads the event as an .ics file with "Add to calendar" (issue #19)', async () => {
    const user = userEvent.setup();
    const saved: { blob: Blob | MediaSource | null; name: string } = { blob: null, name: '' };
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.blob = blob;
      return 'blob:calendar';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.name = this.download;
    });
    renderAt('/events/film-club', { events: [testEvent({ id: 41, slug: 'film-club' })] });
    const dialog = await screen.findByRole('dialog', { name: 'Event film-club' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => {
      expect(saved.name).toBe('film-club.ics');
    });
    expect(saved.blob).toBeInstanceOf(Blob);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => {
        resolve(typeof reader.result === 'string' ? reader.result : '');
      };
      reader.readAsText(saved.blob as Blob);
    });
    expect(text).toContain('UID:event-41@test');
    createObjectURL.mockRestore();
    click.mockRestore();
  });

  it('shows the not-found state for an event the person may not see', async () => {
    renderAt('/events/secret', { events: [testEvent({ slug: 'film-club' })] });
    expect(await screen.findByRole('dialog', { name: 'Event not found' })).toBeInTheDocument();
  });
});

describe('every news item and event reachable, 20 news at a time (issue #29, §9)', () => {
  const manyNews = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      testPost({ id: index + 1, slug: `item-${String(index + 1)}` }),
    );
  const cardTitles = () =>
    screen.getAllByTestId('news-card').map((card) => within(card).getByRole('heading').textContent);
  const postsPages = () =>
    testCampus.requests.filter((request) => request.path === '/wp/v2/posts').map((r) => r.search.get('page'));

  it("shows 20 news, then the next 20 with 'More news' until the last, keeping those already read", async () => {
    const user = userEvent.setup();
    renderAt('/news', { posts: manyNews(45) });
    await screen.findByRole('heading', { name: 'Title of item-20' });
    expect(cardTitles()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'More news' }));
    await screen.findByRole('heading', { name: 'Title of item-40' });
    expect(cardTitles()).toHaveLength(40);
    await user.click(screen.getByRole('button', { name: 'More news' }));
    await screen.findByRole('heading', { name: 'Title of item-45' });
    expect(cardTitles()).toEqual(manyNews(45).map((post) => `Title of ${post.slug}`));
    expect(screen.queryByRole('button', { name: 'More news' })).toBeNull();
    expect(postsPages()).toEqual(['1', '2', '3']);
  });

  it("moves the focus to the first new item after 'More news', where the reader carries on", async () => {
    const user = userEvent.setup();
    renderAt('/news', { posts: manyNews(25) });
    await user.click(await screen.findByRole('button', { name: 'More news' }));
    await waitFor(() => {
      expect(screen.getByRole('link', { name: 'Title of item-21' })).toHaveFocus();
    });
  });

  it('shows no More button when every news item is on the first page', async () => {
    renderAt('/news', { posts: manyNews(20) });
    await screen.findByRole('heading', { name: 'Title of item-20' });
    expect(screen.queryByRole('button', { name: 'More news' })).toBeNull();
  });

  it('opens an item of a later page without a request, and closing it finds every page still there', async () => {
    const user = userEvent.setup();
    const { services, router } = renderAt('/news', { posts: manyNews(35) });
    await user.click(await screen.findByRole('button', { name: 'More news' }));
    const item = await screen.findByRole('link', { name: 'Title of item-25' });
    await user.click(item);
    expect(await screen.findByRole('dialog', { name: 'Title of item-25' })).toBeInTheDocument();
    expect(requestedUrls(services).some((url) => url.includes('slug='))).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/news');
    });
    // The list did not reload: the same 35 cards, the item's link focused again where it was.
    expect(cardTitles()).toHaveLength(35);
    expect(screen.getByRole('link', { name: 'Title of item-25' })).toBe(item);
    expect(item).toHaveFocus();
    expect(postsPages()).toEqual(['1', '2']);
  });
});

describe('events: the coming ones by start, then the past ones, each page by page (issue #29)', () => {
  const at = (days: number) => {
    const date = new Date(Date.now() + days * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 18:00:00`;
  };
  const eventOn = (id: number, days: number) =>
    testEvent({ id, slug: `event-${String(id)}` }, { start: at(days), end: at(days) });

  it('asks for the coming events by start and the past ones most recent first, in two sections', async () => {
    renderAt('/events', { events: [eventOn(1, -10), eventOn(2, 5), eventOn(3, -2), eventOn(4, 1)] });
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    expect(
      within(coming)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Event event-4', 'Event event-2']);
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(
      within(past)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Event event-3', 'Event event-1']);
    const asked = testCampus.requests
      .filter((request) => request.path === '/wp/v2/event')
      .map((request) => `${String(request.search.get('period'))} ${String(request.search.get('order'))}`);
    expect(asked.sort()).toEqual(['past desc', 'upcoming asc']);
  });

  it("reaches every coming event past the first 100 with 'More coming events'", async () => {
    const user = userEvent.setup();
    const events = Array.from({ length: 105 }, (_, index) => eventOn(index + 1, index + 1));
    renderAt('/events', { events });
    const coming = await screen.findByRole('region', { name: 'Coming up' });
    await within(coming).findByRole('link', { name: 'Event event-100' });
    expect(within(coming).queryByRole('link', { name: 'Event event-101' })).toBeNull();
    await user.click(within(coming).getByRole('button', { name: 'More coming events' }));
    expect(await within(coming).findByRole('link', { name: 'Event event-105' })).toBeInTheDocument();
    expect(within(coming).queryByRole('button', { name: 'More coming events' })).toBeNull();
  });

  it('opens a deep-linked event by its slug', async () => {
    const { services } = renderAt('/events/event-7', { events: [eventOn(7, 3)] });
    expect(await screen.findByRole('dialog', { name: 'Event event-7' })).toBeInTheDocument();
    expect(requestedUrls(services).some((url) => url.includes('slug=event-7'))).toBe(true);
  });
});

describe('news page speed (issue #20)', () => {
  it('loads the first row of news images at once, first, and sized; the others when they come near', async () => {
    const posts = ['one', 'two', 'three'].map((slug, index) =>
      testPost({ id: index + 1, slug, fimg_url: `https://portal.example/sample-images/news/${slug}.svg` }),
    );
    renderAt('/news', { posts });
    await screen.findByRole('heading', { name: 'Title of three' });
    // Illustrations are decorative (alt=""): their role is presentation.
    const images = screen.getAllByRole('presentation');
    expect(
      images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '360');
    }
  });
});

describe('the first screen paints its first cards first (issue #31)', () => {
  it('commits the first screen’s cards alone, then the rest of the page in the server’s order', async () => {
    const posts = Array.from({ length: 9 }, (_, index) =>
      testPost({ id: index + 1, slug: `item-${String(index + 1)}` }),
    );
    testCampus.me = testUser({ first_name: 'Ana' });
    testCampus.posts = posts;
    const services = createTestServices({ backendToken: 'backend-1' });
    services.auth.start();
    // The cards on the page at each commit of the news page (read while React commits).
    const cardsAtCommits: number[] = [];
    const countCards = () => {
      cardsAtCommits.push(screen.queryAllByTestId('news-card').length);
    };
    renderRoutes(
      [
        {
          path: '/news',
          element: (
            <Profiler id="news" onRender={countCards}>
              <NewsPage />
            </Profiler>
          ),
        },
      ],
      services,
      '/news',
    );
    await screen.findByRole('heading', { name: 'Title of item-9' });
    expect(cardsAtCommits.find((count) => count > 0)).toBe(FIRST_SCREEN_CARDS);
    expect(
      screen.getAllByTestId('news-card').map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(posts.map((post) => `Title of ${post.slug}`));
  });

  it('a card renders again when the language changes, not when another part of the page loads its strings', async () => {
    const services = createTestServices({ backendToken: 'backend-1' });
    const renders = vi.fn();
    renderRoutes(
      [
        {
          path: '/news',
          element: (
            <Profiler id="card" onRender={renders}>
              <NewsCard news={newsView(testPost({ sticky: true }))} language="en" />
            </Profiler>
          ),
        },
      ],
      services,
      '/news',
    );
    expect(await screen.findByText('Pinned')).toBeInTheDocument();
    renders.mockClear();
    await act(() => loadNamespaces(services.i18n, ['checklists']));
    expect(services.i18n.hasResourceBundle('en', 'checklists')).toBe(true);
    expect(renders).not.toHaveBeenCalled();
    await act(() => services.i18n.changeLanguage('fr'));
    expect(await screen.findByText('À la une')).toBeInTheDocument();
    expect(renders).toHaveBeenCalled();
  });
});
