import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCREENS } from './first-paint.ts';

// The route table's source, as text: which module each of its screens imports lazily.
const routeTable = import.meta.glob<string>('/src/app/routes.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
})['/src/app/routes.tsx']!;

/** The module the table's `screen:` entry imports, as a path from apps/web, or null when it has none. */
function lazyModuleOf(screen: string): string | null {
  // The entry's import is on its line or, once Prettier wraps it, on one of the next two.
  const entry = new RegExp(
    String.raw`^\s+${screen}: (?:[^\n]*\n){0,2}?[^\n]*?import\('(\.{1,2}\/[^']+)'\)`,
    'm',
  ).exec(routeTable);
  if (entry === null) return null;
  const parts = ['src', 'app'];
  for (const part of entry[1]!.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

describe('the first-paint screens (app/first-paint.ts)', () => {
  it('name the very modules the route table loads for those screens', () => {
    for (const [screen, module] of Object.entries(FIRST_PAINT_SCREENS))
      expect(lazyModuleOf(screen), screen).toBe(module);
  });

  it('would catch a screen whose route file moved', () => {
    expect(lazyModuleOf('news')).not.toBe('src/app/route-modules/news.ts');
    expect(lazyModuleOf('no-such-screen')).toBeNull();
  });
});
