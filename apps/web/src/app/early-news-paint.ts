/**
 * The "early paint" of /news (issue #31, ADR 048): index.html's inline script (app/early-requests.ts)
 * paints a copy of the phone's first screen — the bars, the title, the tabs and the first news cards —
 * from the early news answer, before the app's JavaScript has run, so that the first image and titles
 * do not wait for React's first commit. The copy is an overlay above the app, decorative (aria-hidden,
 * inert, nothing focusable), and it hands over by itself, so that the app's bundle carries nothing for it:
 * a class on the document hides the app's start-up splash under it (app/splash-screen.css), and it goes
 * as soon as the app's own cards or its list's error or empty state are in the container — in the same
 * frame: a mutation observer runs before the browser paints — or the app leaves /news (the landing page
 * for a person not signed in, another route), or after `giveUpMs` whatever the app does.
 *
 * `paintEarlyNews` runs inside the inline script, copied from its source by the build
 * (build/early-requests-script.ts): it must stay self-contained (no import, no closure, plain ES2020). It
 * builds the same markup and classes as the React screen (features/news/news-card.tsx,
 * features/news/author-block.tsx, ui/content-image.tsx, ui/tabs.tsx, app/layout/mobile-top-bar.tsx), so
 * the swap shows the same cards in the same places; text goes in as text only (textContent), the excerpt
 * as the plain text of its HTML read by an inert parser, as DeferredRichHtml shows it first.
 */

/** What the painter needs from the build: the screen's strings in both languages, and its places. */
export interface EarlyPaintPlan {
  /** The overlay's id, by which the app finds and removes it. */
  paintId: string;
  /** The app's container, and what in it takes the copy's place: its cards, its list's error or emptiness. */
  rootId: string;
  appSettledSelector: string;
  /** The document's class while the copy is (or was) there: the app's splash is not shown under it. */
  paintedClass: string;
  /** The copy goes after this long whatever the app does (an app that failed to start). */
  giveUpMs: number;
  /** Painted only on a phone's layout: the wide one has other columns (lib/breakpoints.ts). */
  narrowQuery: string;
  /** The cards painted: as many as a phone shows. */
  cards: number;
  newsPath: string;
  eventsPath: string;
  strings: Record<'fr' | 'en', EarlyPaintStrings>;
}

export interface EarlyPaintStrings {
  appName: string;
  title: string;
  newsTab: string;
  eventsTab: string;
  sticky: string;
}

/** The fields of a post (domain/src/content.ts) the card shows. */
export interface EarlyPost {
  slug?: unknown;
  date?: unknown;
  sticky?: unknown;
  lang?: unknown;
  fimg_url?: unknown;
  title?: { rendered?: unknown };
  excerpt?: { rendered?: unknown };
  acf?: {
    house?: { name?: unknown; thumbnail?: unknown; label?: { lang?: unknown; value?: unknown }[] }[];
    service?: { name?: unknown } | null;
  };
}

/** The part of `window` the painter uses, so that a test can give its own. */
export interface EarlyPaintScope {
  document: Document;
  location: { pathname: string };
  matchMedia?: (query: string) => { matches: boolean };
}

/** The copy's id in the page. */
export const EARLY_PAINT_ID = 'early-paint';

/**
 * Paints the first screen's copy from the news answer, above the app, and hands it over to the app;
 * returns it, or null when it must not be painted: not a phone's layout, the app's own cards already
 * there, no news. The app may have started meanwhile (its splash or its loading state under the copy).
 */
export function paintEarlyNews(
  plan: EarlyPaintPlan,
  scope: EarlyPaintScope,
  posts: readonly EarlyPost[],
  language: 'fr' | 'en',
  now: Date,
): HTMLElement | null {
  const doc = scope.document;
  const root = doc.getElementById(plan.rootId);
  if (root === null || root.querySelector(plan.appSettledSelector) !== null) return null;
  if (scope.matchMedia !== undefined && !scope.matchMedia(plan.narrowQuery).matches) return null;
  if (doc.getElementById(plan.paintId) !== null || posts.length === 0) return null;
  const strings = plan.strings[language];
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  const element = (tag: string, className: string, parent: Element, content?: string): HTMLElement => {
    const made = doc.createElement(tag);
    if (className !== '') made.className = className;
    if (content !== undefined) made.textContent = content;
    parent.append(made);
    return made;
  };
  const image = (className: string, src: string, width: number, height: number, parent: Element) => {
    const img = element('img', className, parent) as HTMLImageElement;
    img.alt = '';
    img.width = width;
    img.height = height;
    img.src = src;
    return img;
  };
  const link = (className: string, href: string, parent: Element, content: string) => {
    // A plain link to the same route: a tap before the app has started is an ordinary navigation.
    const anchor = element('a', className, parent, content) as HTMLAnchorElement;
    anchor.href = href;
    anchor.tabIndex = -1;
    return anchor;
  };
  // Dates as lib/dates/format-date.ts writes them: the long date, then the time difference.
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000_000],
    ['month', 2_592_000_000],
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
  ];
  const since = (date: Date): string => {
    const elapsed = date.getTime() - now.getTime();
    for (const [unit, length] of units) {
      if (Math.abs(elapsed) >= length) return relative.format(Math.trunc(elapsed / length), unit);
    }
    const seconds = Math.trunc(elapsed / 1000);
    return seconds === 0
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
      : relative.format(seconds, 'second');
  };
  const dateOf = (value: string): Date => {
    const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
    if (local === null) return new Date(value);
    const [, y, m, d, hours, minutes, seconds] = local;
    return new Date(+(y ?? 0), +(m ?? 1) - 1, +(d ?? 1), +(hours ?? 0), +(minutes ?? 0), +(seconds ?? 0));
  };

  const overlay = doc.createElement('div');
  overlay.id = plan.paintId;
  overlay.className = 'early-paint';
  overlay.setAttribute('aria-hidden', 'true');
  overlay.setAttribute('inert', '');
  const shell = element('div', 'app-shell app-shell--narrow', overlay);
  const bar = element('header', 'top-bar', shell);
  const home = element('span', 'home-link', bar);
  element('span', 'early-paint__mark', home);
  element('span', 'home-link__name', home, strings.appName);
  // The shortcuts' places, empty: the bar keeps its height, the app brings the icons.
  const shortcuts = element('ul', 'top-bar__shortcuts', element('nav', '', bar));
  for (let index = 0; index < 4; index += 1) element('span', 'icon-button', element('li', '', shortcuts));
  // Not a <main>: a document has one, the app's (the copy is decorative, and a locator of `main` finds one).
  const page = element('div', 'news-page', element('div', 'app-shell__main', shell));
  element('h1', 'page-header__title', element('header', 'page-header', page), strings.title);
  const tabs = element('ul', 'tabs__list', element('nav', 'tabs', page));
  link('tabs__tab', plan.newsPath, element('li', '', tabs), strings.newsTab).setAttribute(
    'aria-current',
    'page',
  );
  link('tabs__tab', plan.eventsPath, element('li', '', tabs), strings.eventsTab);
  const grid = element(
    'div',
    'news-grid',
    element(
      'div',
      'news-list',
      element('div', 'news-page__main', element('div', 'news-page__content', page)),
    ),
  );
  for (const post of posts.slice(0, plan.cards)) {
    const sticky = post.sticky === true;
    const card = element('article', sticky ? 'news-card news-card--sticky' : 'news-card', grid);
    const picture = text(post.fimg_url);
    if (picture !== '') image('news-card__image', picture, 640, 360, card).fetchPriority = 'high';
    const body = element('div', 'news-card__body', card);
    if (sticky) element('span', 'news-card__badge', body, strings.sticky);
    const title = element('h2', 'news-card__title', body);
    link(
      'news-card__link',
      `${plan.newsPath}/${encodeURIComponent(text(post.slug))}`,
      title,
      text(post.title?.rendered),
    );
    // The author: the house in the post's language, else the publishing service (features/news/news-view.ts).
    const house = post.acf?.house?.[0];
    const author =
      house === undefined
        ? text(post.acf?.service?.name)
        : text(house.label?.find((label) => label.lang === post.lang)?.value) || text(house.name);
    const block = element('div', 'author-block', body);
    const thumbnail = text(house?.thumbnail);
    if (thumbnail === '') element('span', 'author-block__initial', block, author.charAt(0));
    else image('author-block__image', thumbnail, 40, 40, block);
    const lines = element('div', 'author-block__text', block);
    element('span', 'author-block__name', lines, author);
    const dateLine = element('span', 'author-block__date', lines);
    const date = dateOf(text(post.date));
    if (Number.isNaN(date.getTime())) return null;
    element('time', '', dateLine, longDate.format(date)).setAttribute('datetime', date.toISOString());
    dateLine.append(` · ${since(date)}`);
    // The excerpt's words only: an inert document runs no script and loads no image.
    const excerpt = new DOMParser().parseFromString(text(post.excerpt?.rendered), 'text/html').body;
    for (const code of excerpt.querySelectorAll('script, style, template, noscript')) code.remove();
    element('div', 'rich-html news-card__excerpt', body, excerpt.textContent);
  }
  element('ul', 'main-nav__list', element('nav', 'main-nav main-nav--bottom', shell));
  doc.body.append(overlay);
  doc.documentElement.classList.add(plan.paintedClass);
  const handOver = new MutationObserver(() => {
    if (scope.location.pathname === plan.newsPath && root.querySelector(plan.appSettledSelector) === null)
      return;
    handOver.disconnect();
    overlay.remove();
  });
  handOver.observe(root, { childList: true, subtree: true });
  setTimeout(() => {
    handOver.disconnect();
    overlay.remove();
  }, plan.giveUpMs);
  return overlay;
}
