/**
 * The first screen's requests, sent by a small script inline in index.html while the browser is still
 * downloading the app's code (issue #31), and picked up by the API client instead of asking again. Without
 * it a returning resident's /news waited for a chain: the entry script, then the configuration and the
 * strings, then oidc-client-ts to read the stored identity, then users/me and the news, then the image.
 *
 * `startEarlyRequests` is the inline script itself: the build writes its source into index.html
 * (build/early-requests-script.ts), so it must stay self-contained (no import, no closure, plain ES2020 in
 * the browser), and the server allows it by its hash (apps/server/src/http/inline-script-hashes.ts). It only
 * asks what the app would ask first, with the headers the app would send; the API client takes an answer
 * only when the URL and those headers match (`takeEarlyResponse`), so a mismatch costs one request, never a
 * wrong answer. The native app loads the same page from the portal's origin (ADR 016) and gains the same.
 */
import { END_REDIRECT_PATH, IDENTITY_TOKEN_HEADER, LOGIN_REDIRECT_PATH } from '@campus/domain/auth-contract';
import { PAGE_SIZE_NEWS } from '@campus/domain/constants';
import { API_BASE_PATH } from '../lib/api/api-base-path.ts';
import type { EarlyPaintPlan, EarlyPost, paintEarlyNews } from './early-news-paint.ts';
import { OIDC_IDENTITY_PREFIX, STORAGE_KEYS } from '../lib/storage.ts';
import { APP_START_HOLD_GLOBAL } from './start-app.ts';

/** What the inline script needs to know, from the app's own constants (build/early-requests-script.ts). */
export interface EarlyRequestsPlan {
  /** The property of `window` the requests are left on for the app. */
  globalName: string;
  apiBasePath: string;
  /** Where the backend token is stored (lib/auth/backend-token.ts): the bearer when present. */
  backendTokenKey: string;
  /** oidc-client-ts's key prefix of the stored identity (its WebStorageStateStore). */
  identityKeyPrefix: string;
  identityTokenHeader: string;
  /** The last signed-in person's language (lib/i18n/session-language.ts). */
  languageKey: string;
  newsPath: string;
  newsPageSize: number;
  /** The sign-in and sign-out redirects: their page makes the session, it does not use it. */
  redirectPaths: string[];
  /**
   * The first screen's module files that start-up would ask only once the entry has run, from the build
   * (build/early-requests-script.ts): each language's first-paint strings, and /news's route.
   */
  preloads: {
    strings: { fr: string[]; en: string[] };
    news: string[];
    newsStyles: string[];
    landing: string[];
    landingStyles: string[];
  };
  /** The paths a visitor reads without being sent to the landing page (the public pages, the logs). */
  visitorPathPrefixes: string[];
  /** The early paint of /news's first screen (app/early-news-paint.ts). */
  paint: EarlyPaintPlan;
  /**
   * While the early copy is painted, the app's code waits for its first image (app/start-app.ts, ADR 052):
   * the promise left on `window` under `globalName`, settled at the latest after `maxMs`.
   */
  appStartHold: { globalName: string; maxMs: number };
}

/** The property of `window` where the inline script leaves its requests for the API client. */
export const EARLY_REQUESTS_GLOBAL = '__campusEarlyRequests';

/** The app's own constants, handed to the inline script by the build. */
export const EARLY_REQUESTS_PLAN: Omit<EarlyRequestsPlan, 'preloads' | 'paint'> = {
  appStartHold: { globalName: APP_START_HOLD_GLOBAL, maxMs: 3000 },
  globalName: EARLY_REQUESTS_GLOBAL,
  apiBasePath: API_BASE_PATH,
  backendTokenKey: STORAGE_KEYS.backendToken,
  identityKeyPrefix: OIDC_IDENTITY_PREFIX,
  identityTokenHeader: IDENTITY_TOKEN_HEADER,
  languageKey: STORAGE_KEYS.language,
  newsPath: '/news',
  newsPageSize: PAGE_SIZE_NEWS,
  redirectPaths: [LOGIN_REDIRECT_PATH, END_REDIRECT_PATH],
  visitorPathPrefixes: ['/pages/', '/logs'],
};

/** One request sent early, with the credentials it carried. */
export interface EarlyRequest {
  authorization: string;
  identityToken: string | null;
  response: Promise<Response>;
}

export type EarlyRequests = Record<string, EarlyRequest | undefined>;

/** The part of `window` the inline script uses, so that a test can run it on its own. */
export interface EarlyRequestsScope {
  location: { pathname: string };
  localStorage: Pick<Storage, 'getItem' | 'key' | 'length'>;
  navigator: { languages: readonly string[] };
  document: Document;
  fetch: typeof fetch;
  matchMedia?: (query: string) => { matches: boolean };
  setTimeout: (callback: () => void, delay: number) => unknown;
}

/**
 * The inline script: the starting language's first-paint strings for everyone; for a stored session,
 * users/me, and on /news the route's code and styles and the first page of news in the language the app
 * will ask it (the last person's, else the browser's: main.tsx), whose first two images (the cards
 * news-list.tsx loads at once) it preloads as soon as the list arrives; then, given `paint`, it paints
 * the first cards from that answer once the route's stylesheets are in (app/early-news-paint.ts). While it
 * paints them, the app's code, its own and the entry's (app/start-app.ts), is asked only once the first
 * card's image is in, or after `appStartHold.maxMs` (ADR 052).
 */
export function startEarlyRequests(
  plan: EarlyRequestsPlan,
  scope: EarlyRequestsScope,
  paint?: typeof paintEarlyNews,
): void {
  try {
    const path = scope.location.pathname;
    const storage = scope.localStorage;
    const remembered = storage.getItem(plan.languageKey);
    let language: 'fr' | 'en' | null = remembered === 'fr' || remembered === 'en' ? remembered : null;
    for (const tag of scope.navigator.languages) {
      if (language !== null) break;
      const primary = tag.toLowerCase().split('-')[0];
      if (primary === 'fr' || primary === 'en') language = primary;
    }
    const preload = (href: string, as?: string): void => {
      const link = scope.document.createElement('link');
      link.href = href;
      if (as === undefined) {
        // As Vite's own preloads and the module loader ask them, or the browser would fetch them twice;
        // at a low priority, as the entry's imports (app/start-app.ts): code runs after the first frame.
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.fetchPriority = 'low';
      } else {
        link.rel = 'preload';
        link.as = as;
        link.fetchPriority = 'high';
        // A stylesheet is added in CORS mode, by Vite's loader as by the HTML: a preload in another mode
        // is not used, and the stylesheet is downloaded twice. An image stays as its <img> asks it.
        if (as === 'style') link.crossOrigin = '';
      }
      scope.document.head.append(link);
    };
    // The code this script preloads: at once, or when the early copy lets go of the app (below).
    const code = [...plan.preloads.strings[language ?? 'en']];
    let letGo = (): void => {
      for (const file of code.splice(0)) preload(file);
    };
    if (plan.redirectPaths.includes(path)) {
      letGo();
      return;
    }
    let identity = null as { access_token?: string; id_token?: string } | null;
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key !== null && key.startsWith(plan.identityKeyPrefix)) {
        identity = JSON.parse(storage.getItem(key) ?? 'null') as typeof identity;
        break;
      }
    }
    const bearer = storage.getItem(plan.backendTokenKey) ?? identity?.access_token ?? null;
    if (bearer === null) {
      // A visitor is shown the landing page on every path but a few (app/guards/require-auth.tsx): its
      // route's code and styles with the entry's, not once the router has run.
      if (!plan.visitorPathPrefixes.some((prefix) => path.startsWith(prefix))) {
        code.push(...plan.preloads.landing);
        for (const file of plan.preloads.landingStyles) preload(file, 'style');
      }
      letGo();
      return;
    }
    // ICU's one-off set-up: a page's first Intl object costs 100–270 ms at 4× CPU, later ones a few. Paid
    // here it is paid while the stylesheet downloads, before the first frame, instead of inside the first
    // cards' paint (the early copy's, or React's render): every signed-in screen shows dates.
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long' }).format(0);
    const identityToken = identity?.id_token ?? null;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${bearer}`,
    };
    if (identityToken !== null) headers[plan.identityTokenHeader] = identityToken;
    const requests: EarlyRequests = {};
    const ask = (url: string): Promise<Response> => {
      const response = scope.fetch(url, { headers });
      requests[url] = { authorization: headers['Authorization'] ?? '', identityToken, response };
      return response;
    };
    void ask(`${plan.apiBasePath}/wp/v2/users/me?context=edit`).catch(() => null);
    const painting =
      paint !== undefined &&
      path === plan.newsPath &&
      scope.matchMedia?.(plan.paint.narrowQuery).matches !== false;
    if (painting) {
      // The first card's image is the page's largest paint: it gets the link to itself, and 150 kB of
      // code follow it instead of sharing the link with it (app/start-app.ts waits for this promise).
      const hold = new Promise((resolve) => {
        const preloadCode = letGo;
        letGo = () => {
          preloadCode();
          resolve(null);
        };
      });
      (scope as unknown as Record<string, unknown>)[plan.appStartHold.globalName] = hold;
      scope.setTimeout(() => {
        letGo();
      }, plan.appStartHold.maxMs);
    }
    if (path === plan.newsPath) {
      code.push(...plan.preloads.news);
      if (!painting) letGo();
      for (const file of plan.preloads.newsStyles) preload(file, 'style');
      const query = `page=1&per_page=${String(plan.newsPageSize)}&wpml_language=${language ?? 'en'}`;
      void ask(`${plan.apiBasePath}/wp/v2/posts?${query}`)
        .then((response) => (response.ok ? response.clone().json() : []))
        .then((posts: EarlyPost[]) => {
          const images = posts.map((post) => post.fimg_url).filter((url) => typeof url === 'string');
          for (const image of images.slice(0, 2)) preload(image, 'image');
          if (paint === undefined || posts.length === 0) return null;
          // The route's stylesheets applied, as the app's loader adds them (after the entry's: the head is
          // parsed by now), so that the copy is never painted unstyled.
          const styled = plan.preloads.newsStyles.map(
            (href) =>
              new Promise((resolve, reject) => {
                const link = scope.document.createElement('link');
                link.rel = 'stylesheet';
                link.crossOrigin = '';
                link.href = href;
                link.onload = resolve;
                link.onerror = reject;
                scope.document.head.append(link);
              }),
          );
          return Promise.all(styled).then(() =>
            // Unless the app has moved to another route meanwhile.
            scope.location.pathname === plan.newsPath
              ? paint(plan.paint, scope, posts, language ?? 'en', new Date())
              : null,
          );
        })
        .then((copy) => {
          // No copy, or its first image in (the app's start waits one frame more, for its paint).
          const image = copy?.querySelector('img');
          if (image === null || image === undefined || image.complete) {
            letGo();
            return;
          }
          image.addEventListener('load', letGo);
          image.addEventListener('error', letGo);
        })
        .catch(() => {
          letGo();
        });
    } else letGo();
    (scope as unknown as Record<string, unknown>)[plan.globalName] = requests;
  } catch {
    // Storage unavailable or unreadable: the app asks for itself, as it would without this script.
  }
}

/** The requests the inline script left on this page, if it ran. */
export function earlyRequestsOf(scope: object): EarlyRequests | undefined {
  return (scope as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_GLOBAL];
}

/**
 * The answer the inline script already asked for this URL with these credentials, taken once (a later
 * request asks the server again); null when there is none or it was sent with other credentials.
 */
export function takeEarlyResponse(
  requests: EarlyRequests | undefined,
  url: string,
  headers: Headers,
): Promise<Response> | null {
  const early = requests?.[url];
  if (early === undefined || requests === undefined) return null;
  requests[url] = undefined;
  const sameCredentials =
    early.authorization === (headers.get('Authorization') ?? '') &&
    early.identityToken === headers.get(IDENTITY_TOKEN_HEADER);
  return sameCredentials ? early.response : null;
}
