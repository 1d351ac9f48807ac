import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PAINT_PLAN } from '../../build/early-requests-script.ts';
import {
  EARLY_REQUESTS_PLAN,
  startEarlyRequests,
  type EarlyRequestsPlan,
  type EarlyRequestsScope,
} from './early-requests.ts';
import { APP_START_HOLD_GLOBAL } from './start-app.ts';
import { EARLY_PAINT_ID, paintEarlyNews, type EarlyPost } from './early-news-paint.ts';

const NOW = new Date(2026, 10, 28, 9, 0, 0);
const phone = { matchMedia: () => ({ matches: true }) };
const wide = { matchMedia: () => ({ matches: false }) };

const POSTS: EarlyPost[] = [
  {
    slug: 'heat-wave',
    date: '2026-11-28T15:00:00',
    sticky: true,
    lang: 'en',
    fimg_url: '/media/heat.svg',
    title: { rendered: 'Heat-wave alert' },
    excerpt: { rendered: '<p>Stay <strong>cool</strong> on campus.</p>' },
    acf: { house: [], service: { name: 'Health service' } },
  },
  {
    slug: 'library-hours',
    date: '2026-11-25T09:00:00',
    sticky: false,
    lang: 'fr',
    fimg_url: false,
    title: { rendered: 'Horaires de la bibliothèque' },
    excerpt: { rendered: '<p>Ouverte le dimanche.</p>' },
    acf: {
      house: [
        {
          name: 'Maison du Japon',
          thumbnail: '/media/japan.png',
          label: [
            { lang: 'fr', value: 'Maison du Japon' },
            { lang: 'en', value: 'Japan House' },
          ],
        },
      ],
    },
  },
  { slug: 'third', date: '2026-11-20T09:00:00', title: { rendered: 'Third' }, fimg_url: false },
];

/** A page as index.html leaves it before the app has committed: the container with its static splash. */
function staticPage(): void {
  document.body.innerHTML =
    '<div id="root"><div class="splash" aria-hidden="true"><div class="splash__mark"></div></div></div>';
}

const location = { pathname: '/news' };
const paint = (posts: EarlyPost[], language: 'fr' | 'en', scope: object = phone) =>
  paintEarlyNews(EARLY_PAINT_PLAN, { document, location, ...scope }, posts, language, NOW);
const hasEarlyPaint = () => document.getElementById(EARLY_PAINT_ID) !== null;

const cardsOf = (overlay: HTMLElement | null) =>
  [...(overlay?.querySelectorAll('article') ?? [])].map((card) => ({
    classes: card.className,
    image: card.querySelector('.news-card__image')?.getAttribute('src') ?? null,
    badge: card.querySelector('.news-card__badge')?.textContent ?? null,
    title: card.querySelector('h2 a')?.textContent,
    href: card.querySelector('h2 a')?.getAttribute('href'),
    author: card.querySelector('.author-block__name')?.textContent,
    authorImage: card.querySelector('.author-block__image')?.getAttribute('src') ?? null,
    initial: card.querySelector('.author-block__initial')?.textContent ?? null,
    date: card.querySelector('.author-block__date')?.textContent,
    excerpt: card.querySelector('.news-card__excerpt')?.textContent,
  }));

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.className = '';
  location.pathname = '/news';
});

describe('the early paint of /news (issue #31)', () => {
  it('paints the phone’s first screen, its first two cards, as the React card marks them up', () => {
    staticPage();
    const overlay = paint(POSTS, 'en');
    expect(overlay?.id).toBe(EARLY_PAINT_ID);
    expect(overlay?.parentElement).toBe(document.body);
    // Decorative: read once, by the app's own screen, and nothing in it takes the focus.
    expect(overlay?.getAttribute('aria-hidden')).toBe('true');
    expect(overlay?.hasAttribute('inert')).toBe(true);
    expect([...(overlay?.querySelectorAll('a') ?? [])].every((link) => link.tabIndex === -1)).toBe(true);
    // The document's one <main> is the app's.
    expect(overlay?.querySelector('main')).toBeNull();
    expect(overlay?.querySelector('.app-shell__main')).not.toBeNull();
    expect(overlay?.querySelector('h1')?.textContent).toBe('News');
    expect(overlay?.querySelector('.home-link__name')?.textContent).toBe('Campus portal');
    expect([...(overlay?.querySelectorAll('.tabs__tab') ?? [])].map((tab) => tab.textContent)).toEqual([
      'News',
      'Events',
    ]);
    expect(cardsOf(overlay)).toEqual([
      {
        classes: 'news-card news-card--sticky',
        image: '/media/heat.svg',
        badge: 'Pinned',
        title: 'Heat-wave alert',
        href: '/news/heat-wave',
        author: 'Health service',
        authorImage: null,
        initial: 'H',
        date: '28 November 2026 · in 6 hours',
        excerpt: 'Stay cool on campus.',
      },
      {
        classes: 'news-card',
        image: null,
        badge: null,
        title: 'Horaires de la bibliothèque',
        href: '/news/library-hours',
        author: 'Maison du Japon',
        authorImage: '/media/japan.png',
        initial: null,
        date: '25 November 2026 · 3 days ago',
        excerpt: 'Ouverte le dimanche.',
      },
    ]);
    // The image as ContentImage draws it: its reserved 16:9 size, so nothing moves as it loads.
    const image = overlay?.querySelector('.news-card__image');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['640', '360']);
  });

  it('speaks French to a French reader: the title, the tabs, the badge and the dates', () => {
    staticPage();
    const overlay = paint(POSTS, 'fr');
    expect(overlay?.querySelector('h1')?.textContent).toBe('Actualités');
    expect(overlay?.querySelector('.news-card__badge')?.textContent).toBe('À la une');
    expect(cardsOf(overlay).map((card) => card.date)).toEqual([
      '28 novembre 2026 · dans 6 heures',
      '25 novembre 2026 · il y a 3 jours',
    ]);
  });

  it('puts titles and excerpts on the screen as text, never as markup', () => {
    staticPage();
    const hostile: EarlyPost = {
      ...POSTS[0],
      title: { rendered: '<script>alert(1)</script><img src=x onerror=alert(2)>' },
      excerpt: { rendered: '<p>Hello</p><script>alert(3)</script><img src="x" onerror="alert(4)">' },
    };
    const overlay = paint([hostile], 'en');
    const title = overlay?.querySelector('h2 a');
    expect(title?.textContent).toBe('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(title?.children).toHaveLength(0);
    expect(overlay?.querySelector('.news-card__excerpt')?.textContent).toBe('Hello');
    expect(overlay?.querySelectorAll('script')).toHaveLength(0);
    expect(overlay?.querySelectorAll('img:not(.news-card__image)')).toHaveLength(0);
  });

  it('paints nothing once the app’s own cards are there, on a wide screen, or without news', () => {
    document.body.innerHTML = '<div id="root"><article class="news-card">the app’s card</article></div>';
    expect(paint(POSTS, 'en')).toBeNull();
    staticPage();
    expect(paint(POSTS, 'en', wide)).toBeNull();
    expect(paint([], 'en')).toBeNull();
    expect(hasEarlyPaint()).toBe(false);
  });
});

describe('the early copy hands over to the app (issue #31)', () => {
  /** The app's commit into its container, as React makes it. */
  const appCommits = async (html: string) => {
    const root = document.getElementById('root');
    if (root !== null) root.innerHTML = html;
    // The observer's callback: a microtask, before the browser's next paint.
    await Promise.resolve();
  };

  it('stays over the app’s splash and loading state, and hides that splash', async () => {
    staticPage();
    paint(POSTS, 'en');
    await appCommits('<div class="splash"></div><main><div class="loading"></div></main>');
    expect(hasEarlyPaint()).toBe(true);
    // app/splash-screen.css hides the splash under this class.
    expect(document.documentElement.classList.contains('early-painted')).toBe(true);
  });

  it('goes in the frame where the app’s own cards arrive', async () => {
    staticPage();
    paint(POSTS, 'en');
    await appCommits('<main><article class="news-card">Heat-wave alert</article></main>');
    expect(hasEarlyPaint()).toBe(false);
  });

  it('goes when the list fails or is empty', async () => {
    staticPage();
    paint(POSTS, 'en');
    await appCommits('<main><p class="list-state">Error loading entries</p></main>');
    expect(hasEarlyPaint()).toBe(false);
  });

  it('goes when the app leaves /news: the landing page of a person not signed in, another route', async () => {
    staticPage();
    paint(POSTS, 'en');
    location.pathname = '/';
    await appCommits('<main>the landing page</main>');
    expect(hasEarlyPaint()).toBe(false);
  });

  it('goes after a while whatever the app does', () => {
    vi.useFakeTimers();
    try {
      staticPage();
      paint(POSTS, 'en');
      vi.advanceTimersByTime(EARLY_PAINT_PLAN.giveUpMs - 1);
      expect(hasEarlyPaint()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(hasEarlyPaint()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the inline script paints the early copy (issue #31)', () => {
  const PLAN: EarlyRequestsPlan = {
    ...EARLY_REQUESTS_PLAN,
    preloads: {
      strings: { fr: [], en: ['/assets/first-paint-strings-en-1.js'] },
      news: ['/assets/news.route-1.js'],
      newsStyles: ['/assets/news-page-1.css'],
      landing: [],
      landingStyles: [],
    },
    paint: EARLY_PAINT_PLAN,
  };
  const run = (path: string, stored: Record<string, string>, answer: Response) => {
    staticPage();
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const fetch = vi.fn<typeof globalThis.fetch>((input) =>
      Promise.resolve(
        (input instanceof Request ? input.url : input.toString()).includes('/posts')
          ? answer.clone()
          : new Response('{}'),
      ),
    );
    const scope: EarlyRequestsScope = {
      location: { pathname: path },
      localStorage,
      navigator: { languages: ['en'] },
      document,
      fetch,
      setTimeout: (callback, delay) => window.setTimeout(callback, delay),
      ...phone,
    };
    startEarlyRequests(PLAN, scope, paintEarlyNews);
    // What the app's start waits for (app/start-app.ts), when the script holds it.
    return {
      hold: (scope as unknown as Record<string, Promise<unknown> | undefined>)[APP_START_HOLD_GLOBAL],
    };
  };
  /** The route's stylesheet, added once the news have arrived, loads (jsdom loads none itself). */
  const stylesheetLoads = async () => {
    const sheet = await vi.waitFor(() => {
      const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (link === null) throw new Error('no stylesheet yet');
      return link;
    });
    expect(sheet.getAttribute('href')).toBe('/assets/news-page-1.css');
    sheet.dispatchEvent(new Event('load'));
  };

  it('on /news for a stored session, once the news and the route’s stylesheet are in', async () => {
    run('/news', { 'campus.backend-token': 'backend-1' }, Response.json(POSTS));
    await stylesheetLoads();
    await vi.waitFor(() => {
      expect(hasEarlyPaint()).toBe(true);
    });
    expect(document.querySelectorAll(`#${EARLY_PAINT_ID} article`)).toHaveLength(2);
  });

  it('holds the app’s code until the copy’s first image is in (ADR 052)', async () => {
    const { hold } = run('/news', { 'campus.backend-token': 'backend-1' }, Response.json(POSTS));
    expect(hold).toBeInstanceOf(Promise);
    let released = false;
    void hold?.then(() => {
      released = true;
    });
    const code = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    await stylesheetLoads();
    const image = await vi.waitFor(() => {
      const first = document.querySelector<HTMLImageElement>(`#${EARLY_PAINT_ID} img`);
      if (first === null) throw new Error('not painted yet');
      return first;
    });
    // The copy is painted, its image still loading: no code asked, the app not started.
    expect(image.className).toBe('news-card__image');
    expect(code()).toEqual([]);
    expect(released).toBe(false);
    image.dispatchEvent(new Event('load'));
    await vi.waitFor(() => {
      expect(released).toBe(true);
    });
    expect(code()).toEqual(['/assets/first-paint-strings-en-1.js', '/assets/news.route-1.js']);
  });

  it('lets the app go when there is nothing to paint, and after its longest wait whatever happens', async () => {
    const failed = run('/news', { 'campus.backend-token': 'backend-1' }, new Response('{}', { status: 500 }));
    await expect(failed.hold).resolves.toBeNull();
    // Not held at all where nothing is painted.
    expect(
      run('/events', { 'campus.backend-token': 'backend-1' }, Response.json(POSTS)).hold,
    ).toBeUndefined();
    vi.useFakeTimers();
    try {
      const { hold } = run('/news', { 'campus.backend-token': 'backend-1' }, Response.json(POSTS));
      let released = false;
      void hold?.then(() => {
        released = true;
      });
      // The stylesheet never loads: nothing is painted, and the app still starts.
      await vi.advanceTimersByTimeAsync(EARLY_REQUESTS_PLAN.appStartHold.maxMs - 1);
      expect(released).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(released).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('not when the answer fails, for a visitor, or elsewhere than /news', async () => {
    run('/news', { 'campus.backend-token': 'backend-1' }, new Response('{}', { status: 500 }));
    run('/news', {}, Response.json(POSTS));
    run('/events', { 'campus.backend-token': 'backend-1' }, Response.json(POSTS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(hasEarlyPaint()).toBe(false);
  });
});
