import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './src/lib/testing/msw-server.ts';
import { resetTestCampus } from './src/lib/testing/test-campus.ts';

// Lazy routes are transformed on first use: on a loaded 2-core CI machine the first screen of a file can
// take longer than Testing Library's 1 s default to appear (over 5 s seen here with the other core busy). A
// wait that succeeds returns as soon as it does; only a failing one waits the whole 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout engine and no matchMedia: answer width queries from window.innerWidth so that
// tests can pick a screen size by setting innerWidth before rendering.
function widthMatches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): Partial<MediaQueryList> => ({
    media: query,
    matches: widthMatches(query),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// jsdom has no layout for text either: a Range has neither getClientRects nor getBoundingClientRect. The
// rich-text editor (ProseMirror) measures its selection with them to scroll it into view whenever it reads a
// change from the DOM, which happens asynchronously, from a MutationObserver — without them a test fails or
// passes depending on when that observer fires. An empty box is what a layout engine gives a hidden range.
if (!('getClientRects' in Range.prototype)) {
  Object.defineProperty(Range.prototype, 'getClientRects', {
    configurable: true,
    value: (): DOMRectList => Object.assign([], { item: () => null }) as unknown as DOMRectList,
  });
}
if (!('getBoundingClientRect' in Range.prototype)) {
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: (): DOMRect => new DOMRect(0, 0, 0, 0),
  });
}

// Screen tests talk to one shared set of MSW handlers (src/lib/testing/msw-handlers.ts); a request no
// handler answers is a test error, never a silent network call.
beforeAll(() => {
  server.listen({
    onUnhandledRequest(request, print) {
      // data: and blob: URLs (a photo read back from the camera) never reach a server.
      if (!/^https?:/.test(request.url)) return;
      print.error();
    },
  });
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  window.innerWidth = 1024;
  resetTestCampus();
});

afterEach(() => {
  server.resetHandlers();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Most files share their worker's document (docs/decisions/047): what a test wrote into the page itself,
  // outside Testing Library's containers, must not become the next file's first Tab stop.
  document.body.innerHTML = '';
});
