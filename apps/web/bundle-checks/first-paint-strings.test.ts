import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES } from '../src/app/first-paint.ts';
import { firstPaintLoad, modulesOf, readModuleGraph } from './module-graph.ts';
import { hasKey, stringsUsedIn } from './strings-in-source.ts';

// Issue #20, ADR 037: the portal paints its first screen with the first-paint namespaces only
// (app/first-paint.ts, loaded before the first render by main.tsx). Every module in the chunks a first paint
// can load — the entry's and those of the screens a first load can open on, with their static imports, as
// the build made them — must find its strings there; anything loaded later waits for its own namespaces
// (its route, or WithScreenStrings).
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));
const localesDir = fileURLToPath(new URL('../src/locales/en/', import.meta.url));

// `t('namespace:key')`, `i18nKey="namespace:key"`; a template's fixed part (`t(\`staff:status.${s}\`)`)
// names its namespace too.
const KEY_PATTERNS = [/\bt\(\s*['"`]([\w-]+):([\w.-]*)/g, /\bi18nKey=["'{`]+([\w-]+):([\w.-]*)/g];

const firstPaint = new Set<string>(FIRST_PAINT_NAMESPACES);
const strings = new Map<string, object>(
  FIRST_PAINT_NAMESPACES.map(
    (namespace) =>
      [namespace, JSON.parse(readFileSync(`${localesDir}${namespace}.json`, 'utf8')) as object] as const,
  ),
);

describe('first-paint strings (issue #20, ADR 037)', () => {
  it('finds every string the first screen can need in a first-paint namespace', () => {
    const sources = modulesOf(firstPaintLoad(readModuleGraph())).filter((module) =>
      /^apps\/web\/src\/.*\.tsx?$/.test(module),
    );
    expect(sources.length).toBeGreaterThan(50);
    const missing: string[] = [];
    let keys = 0;
    for (const module of sources) {
      const text = readFileSync(`${repositoryRoot}${module}`, 'utf8');
      for (const pattern of KEY_PATTERNS)
        for (const [, namespace = '', key = ''] of text.matchAll(pattern)) {
          keys += 1;
          const catalog = strings.get(namespace);
          if (!firstPaint.has(namespace))
            missing.push(`${namespace}:${key} (${module}: not a first-paint namespace)`);
          else if (catalog === undefined || !hasKey(catalog, key))
            missing.push(`${namespace}:${key} (${module})`);
        }
      // A key passed around as a string (a navigation table's label, a helper's argument) counts too.
      for (const { namespace, key } of stringsUsedIn(text))
        if (!firstPaint.has(namespace))
          missing.push(`${namespace}:${key} (${module}: not a first-paint namespace)`);
    }
    expect(keys).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
