import { describe, expect, it } from 'vitest';

// Every source file of the app, as text: the static import graph is read from them.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Static imports only: `import type` is erased, `import(...)` is a lazy chunk. */
const STATIC_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@campus/domain/')) return `domain:${specifier.slice('@campus/domain/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The modules the first load brings: main.tsx and everything it imports statically, transitively. */
function firstLoad(): Set<string> {
  const seen = new Set<string>();
  const queue = ['/src/main.tsx'];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = sources[file];
    if (text === undefined) continue;
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const target = resolve(file, match[1] ?? match[2] ?? '');
      if (target !== null) queue.push(target);
    }
  }
  return seen;
}

describe('the staff console is a lazy area (issue #18)', () => {
  it('has none of its code, its editor or its contract in what a resident loads first', () => {
    const loaded = [...firstLoad()];
    expect(loaded).toContain('/src/app/routes.tsx');
    expect(
      loaded.filter((file) => /\/features\/staff\/|\/entities\/staff\/|^domain:staff$/.test(file)),
    ).toEqual([]);
  });
});
