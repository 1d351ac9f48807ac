import { describe, expect, it } from 'vitest';
import { inertOutside } from './inert-outside.ts';

describe('inertOutside: a modal keeps the page behind it out of reach (issue #19)', () => {
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
});
