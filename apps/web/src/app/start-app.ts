/**
 * Starts the app's code once the browser has painted its first frame (issue #31, ADR 049). With the entry as
 * index.html's own `<script type="module">`, a phone that had the code at hand (the service worker's cache,
 * or a fast link) evaluated the framework and rendered the first screen before it painted anything: the
 * static splash waited for hundreds of milliseconds of script, and the first layout was part of React's
 * long first task. Now the splash is painted first, then the entry runs.
 *
 * On a phone's /news with a stored session, the early requests' script paints the first cards itself
 * (app/early-news-paint.ts) and holds the app's code back until the first card's image is in (ADR 052):
 * the image then has the link to itself instead of sharing it with 150 kB of JavaScript, and the code
 * follows. A tap or a key starts the app at once, and the script lets go after a few seconds whatever
 * happens (app/early-requests.ts).
 *
 * `startAppAfterFirstFrame` is an inline script of index.html (the build writes its source there:
 * build/app-start-script.ts), so it must stay self-contained (no import, no closure, plain ES2020), and the
 * server allows it by its hash (apps/server/src/http/inline-script-hashes.ts). It preloads the entry's
 * imports itself, at a low priority so that they do not hold the stylesheet and the first paint back: at
 * once, or when the hold ends.
 */

/** What the inline script needs to know, from the build. */
export interface AppStartPlan {
  /** The entry chunk's URL, as Vite wrote it into the HTML. */
  entry: string;
  /** The entry's static imports, depth first, as Vite wrote their `modulepreload` links. */
  imports: string[];
  /** The property of `window` where the early requests' script leaves its hold, when it holds the app. */
  holdGlobal: string;
}

/** Where the early requests' script leaves the promise the app's start waits for (app/early-requests.ts). */
export const APP_START_HOLD_GLOBAL = '__campusAppStartHold';

/** The part of `window` the script uses, so that a test can run it on its own. */
export interface AppStartScope {
  document: Pick<Document, 'head' | 'visibilityState' | 'addEventListener'> & {
    createElement: (tagName: 'script' | 'link') => HTMLScriptElement | HTMLLinkElement;
  };
  addEventListener: (type: 'pointerdown' | 'keydown', listener: () => void, options: object) => void;
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay: number) => unknown;
}

export function startAppAfterFirstFrame(plan: AppStartPlan, scope: AppStartScope): void {
  let fetching = false;
  let started = false;
  const fetchCode = (): void => {
    if (fetching) return;
    fetching = true;
    for (const href of plan.imports) {
      const link = scope.document.createElement('link') as HTMLLinkElement;
      link.rel = 'modulepreload';
      // As Vite wrote them and as the module loader asks them, or the browser fetches them twice.
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = href;
      scope.document.head.append(link);
    }
  };
  const start = (): void => {
    if (started) return;
    started = true;
    fetchCode();
    const script = scope.document.createElement('script') as HTMLScriptElement;
    script.type = 'module';
    script.crossOrigin = '';
    script.src = plan.entry;
    scope.document.head.append(script);
  };
  // A frame's callbacks run just before it is painted; a task queued from there runs after the paint.
  const startAfterFrame = (): void => {
    scope.requestAnimationFrame(() => scope.setTimeout(start, 0));
  };
  // A hidden page paints no frame (a tab opened in the background, a phone's locked screen): it starts at
  // once, and one hidden before its first frame starts when it is hidden.
  if (scope.document.visibilityState === 'hidden') {
    start();
    return;
  }
  scope.document.addEventListener('visibilitychange', () => {
    if (scope.document.visibilityState === 'hidden') start();
  });
  const hold = (scope as unknown as Record<string, Promise<unknown> | undefined>)[plan.holdGlobal];
  if (hold === undefined) {
    fetchCode();
    startAfterFrame();
    return;
  }
  // The person wants the app now: a tap or a key does not wait for the image.
  for (const type of ['pointerdown', 'keydown'] as const)
    scope.addEventListener(type, start, { capture: true, once: true, passive: true });
  void hold.then(startAfterFrame, startAfterFrame);
}
