import { beforeEach, describe, expect, it } from 'vitest';
import { APP_START_HOLD_GLOBAL, startAppAfterFirstFrame, type AppStartScope } from './start-app.ts';

const ENTRY = '/assets/index-1.js';
const PLAN = {
  entry: ENTRY,
  imports: ['/assets/framework-1.js', '/assets/storage-1.js'],
  holdGlobal: APP_START_HOLD_GLOBAL,
};

/**
 * A page whose frames and tasks the test runs by hand, on jsdom's document; `hold` is what the early
 * requests' script left for the app's start (app/early-requests.ts), if anything.
 */
function page(visibility: DocumentVisibilityState, hold?: Promise<unknown>) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let state = visibility;
  const document = window.document;
  const scope: AppStartScope & Record<string, unknown> = {
    [APP_START_HOLD_GLOBAL]: hold,
    addEventListener: window.addEventListener.bind(window),
    document: {
      createElement: (tagName) => document.createElement(tagName),
      head: document.head,
      get visibilityState() {
        return state;
      },
      addEventListener: document.addEventListener.bind(document),
    },
    requestAnimationFrame: (callback) => {
      frames.push(callback);
    },
    setTimeout: (callback) => {
      tasks.push(callback);
    },
  };
  const runAll = (queue: (() => void)[]) => {
    for (const callback of queue.splice(0)) callback();
  };
  return {
    scope,
    paintFrame: () => {
      runAll(frames);
    },
    runTasks: () => {
      runAll(tasks);
    },
    hide: () => {
      state = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A visible page whose start /news's early copy holds (app/early-requests.ts), and the hold's end. */
function heldPage() {
  let letGo = (): void => {};
  const hold = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  return {
    ...page('visible', hold),
    letGo: () => {
      letGo();
    },
  };
}

/** The entry's imports asked so far, with their priority. */
const preloads = () =>
  [...document.head.querySelectorAll('link')].map(
    (link) =>
      `${link.rel} ${link.getAttribute('href') ?? ''} ${link.fetchPriority} ${link.getAttribute('crossorigin') ?? 'no cors'}`,
  );
const PRELOADED = PLAN.imports.map((href) => `modulepreload ${href} low `);

const entryScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    type: script.type,
    src: script.getAttribute('src'),
    crossOrigin: script.getAttribute('crossorigin'),
  }));

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the app starts after the first frame (issue #31, ADR 049)', () => {
  it('adds the entry only in a task after the first frame, as the build wrote it', () => {
    const visible = page('visible');
    startAppAfterFirstFrame(PLAN, visible.scope);
    // Its imports are asked at once, at a low priority, as the module loader will ask them (CORS).
    expect(preloads()).toEqual(PRELOADED);
    expect(entryScripts()).toEqual([]);
    visible.runTasks();
    expect(entryScripts()).toEqual([]);
    visible.paintFrame();
    // The frame's callback runs before its paint: the entry waits for the task queued from there.
    expect(entryScripts()).toEqual([]);
    visible.runTasks();
    expect(entryScripts()).toEqual([{ type: 'module', src: ENTRY, crossOrigin: '' }]);
  });

  it('starts a hidden page at once, since it paints no frame', () => {
    startAppAfterFirstFrame(PLAN, page('hidden').scope);
    expect(entryScripts()).toEqual([{ type: 'module', src: ENTRY, crossOrigin: '' }]);
  });

  it('starts a page hidden before its first frame when it is hidden, and once only', () => {
    const backgrounded = page('visible');
    startAppAfterFirstFrame(PLAN, backgrounded.scope);
    backgrounded.hide();
    expect(entryScripts()).toHaveLength(1);
    backgrounded.paintFrame();
    backgrounded.runTasks();
    expect(entryScripts()).toHaveLength(1);
  });

  it('while /news’s early copy holds it, asks no code until the hold ends, then starts after a frame', async () => {
    const held = heldPage();
    startAppAfterFirstFrame(PLAN, held.scope);
    held.paintFrame();
    held.runTasks();
    expect(preloads()).toEqual([]);
    expect(entryScripts()).toEqual([]);
    held.letGo();
    await Promise.resolve();
    held.paintFrame();
    held.runTasks();
    expect(preloads()).toEqual(PRELOADED);
    expect(entryScripts()).toEqual([{ type: 'module', src: ENTRY, crossOrigin: '' }]);
  });

  it('starts at once on a tap or a key while held, and once only', async () => {
    for (const event of [new Event('pointerdown'), new KeyboardEvent('keydown', { key: 'Tab' })]) {
      document.head.innerHTML = '';
      const held = heldPage();
      startAppAfterFirstFrame(PLAN, held.scope);
      window.dispatchEvent(event);
      expect(preloads()).toEqual(PRELOADED);
      expect(entryScripts()).toHaveLength(1);
      held.letGo();
      await Promise.resolve();
      held.paintFrame();
      held.runTasks();
      expect(entryScripts()).toHaveLength(1);
      expect(preloads()).toHaveLength(PLAN.imports.length);
    }
  });
});
