/**
 * Starts the app's code once the browser has painted its first frame (issue #31, ADR 049). With the entry as
 * index.html's own `<script type="module">`, a phone that had the code at hand (the service worker's cache,
 * or a fast link) evaluated the framework and rendered the first screen before it painted anything: the
 * static splash waited for hundreds of milliseconds of script, and the first layout was part of React's
 * long first task. Now the splash is painted first, then the entry runs.
 *
 * `startAppAfterFirstFrame` is an inline script of index.html (the build writes its source there:
 * build/app-start-script.ts), so it must stay self-contained (no import, no closure, plain ES2020), and the
 * server allows it by its hash (apps/server/src/http/inline-script-hashes.ts). The entry's imports keep
 * their `modulepreload` links in the HTML, asked at a low priority so that they do not hold the stylesheet
 * and the first paint back; the early requests still ask the first screen's data at once
 * (app/early-requests.ts).
 */

/** What the inline script needs to know, from the build. */
export interface AppStartPlan {
  /** The entry chunk's URL, as Vite wrote it into the HTML. */
  entry: string;
}

/** The part of `window` the script uses, so that a test can run it on its own. */
export interface AppStartScope {
  document: Pick<Document, 'head' | 'visibilityState' | 'addEventListener'> & {
    createElement: (tagName: 'script') => HTMLScriptElement;
  };
  requestAnimationFrame: (callback: () => void) => unknown;
  setTimeout: (callback: () => void, delay: number) => unknown;
}

export function startAppAfterFirstFrame(plan: AppStartPlan, scope: AppStartScope): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    const script = scope.document.createElement('script');
    script.type = 'module';
    // As Vite wrote it and as the preloads ask the entry's imports, or the browser fetches them twice.
    script.crossOrigin = '';
    script.src = plan.entry;
    scope.document.head.append(script);
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
  // A frame's callbacks run just before it is painted; a task queued from there runs after the paint.
  scope.requestAnimationFrame(() => scope.setTimeout(start, 0));
}
