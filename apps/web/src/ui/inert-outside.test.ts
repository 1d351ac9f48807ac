import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

describe('inertOutside: a modal keeps the page behind it out of reach (issue #19)', () => {
  // The page written here must not outlive the test: web test files share their worker's document
  // (docs/decisions/047), and a link left in it is the next file's first Tab stop.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('marks every branch but the element’s own, and restores them, leaving the already inert alone', () => {
    document.body.innerHTML = `
      <nav id="nav"><a href="/news">News</a></nav>
      <main id="main"><p id="text">Text</p><div id="host"><div id="dialog" role="dialog"><button>Close</button></div></div></main>
      <aside id="aside" inert></aside>`;
    const inert = (id: string) => document.getElementById(id)!.hasAttribute('inert');
    const restore = inertOutside(document.getElementById('dialog')!);
    expect(inert('nav')).toBe(true);
    expect(inert('text')).toBe(true);
    expect(inert('main')).toBe(false);
    expect(inert('host')).toBe(false);
    expect(inert('dialog')).toBe(false);
    restore();
    expect(inert('nav')).toBe(false);
    expect(inert('text')).toBe(false);
    expect(inert('aside')).toBe(true);
  });

  it('marks siblings rendered after it opened (the shell on a direct load), not a modal opened on top', async () => {
    document.body.innerHTML = `<div id="root"><main id="main"><div id="dialog" role="dialog"></div></main></div>`;
    const root = document.getElementById('root')!;
    const main = document.getElementById('main')!;
    const restore = inertOutside(document.getElementById('dialog')!);
    const aside = document.createElement('aside');
    aside.innerHTML = '<button>Log out</button>';
    root.append(aside);
    const late = document.createElement('p');
    main.prepend(late);
    const onTop = document.createElement('div');
    onTop.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    main.append(onTop);
    // MutationObserver callbacks run as a microtask.
    await Promise.resolve();
    expect(aside).toHaveAttribute('inert');
    expect(late).toHaveAttribute('inert');
    expect(onTop).not.toHaveAttribute('inert');
    restore();
    expect(aside).not.toHaveAttribute('inert');
    expect(late).not.toHaveAttribute('inert');
    // Closed, it watches no more.
    const after = document.createElement('nav');
    root.append(after);
    await Promise.resolve();
    expect(after).not.toHaveAttribute('inert');
  });
});
