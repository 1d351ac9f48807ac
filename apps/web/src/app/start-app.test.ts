import { afterEach, describe, expect, it } from 'vitest';
import { startAppAfterFirstFrame, type AppStartScope } from './start-app.ts';

const ENTRY = '/assets/index-1.js';

/** A page whose frames and tasks the test runs by hand, on jsdom's document. */
function page(visibility: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let state = visibility;
  const document = window.document;
  const scope: AppStartScope = {
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

const entryScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    type: script.type,
    src: script.getAttribute('src'),
    crossOrigin: script.getAttribute('crossorigin'),
  }));

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('the app starts after the first frame (issue #31, ADR 049)', () => {
  it('adds the entry only in a task after the first frame, as the build wrote it', () => {
    const visible = page('visible');
    startAppAfterFirstFrame({ entry: ENTRY }, visible.scope);
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
    startAppAfterFirstFrame({ entry: ENTRY }, page('hidden').scope);
    expect(entryScripts()).toEqual([{ type: 'module', src: ENTRY, crossOrigin: '' }]);
  });

  it('starts a page hidden before its first frame when it is hidden, and once only', () => {
    const backgrounded = page('visible');
    startAppAfterFirstFrame({ entry: ENTRY }, backgrounded.scope);
    backgrounded.hide();
    expect(entryScripts()).toHaveLength(1);
    backgrounded.paintFrame();
    backgrounded.runTasks();
    expect(entryScripts()).toHaveLength(1);
  });
});
