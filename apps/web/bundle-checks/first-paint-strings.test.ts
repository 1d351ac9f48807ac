import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../src/locales/en.json';
import { firstPaintLoad, modulesOf, readModuleGraph } from './module-graph.ts';

// Issue #20: the portal paints its first screen with the first-paint part of the catalog only
// (lib/i18n/i18n.ts). Every module in the chunks a first paint can load — the entry's and those of the
// screens a first load can open on (app/first-paint.ts), with their static imports, as the build made
// them — must find its strings there; anything loaded later waits for the rest (app/routes.tsx).
const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

const KEY_PATTERNS = [/\bt\(\s*['"`]([\w.-]+)['"`]/g, /\bi18nKey=["'{`]+([\w.-]+)/g];

function hasKey(catalog: object, key: string): boolean {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('first-paint strings (issue #20)', () => {
  it('holds every string the first screen can need', () => {
    const sources = modulesOf(firstPaintLoad(readModuleGraph())).filter((module) =>
      /^apps\/web\/src\/.*\.tsx?$/.test(module),
    );
    expect(sources.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const module of sources) {
      const text = readFileSync(`${repositoryRoot}${module}`, 'utf8');
      for (const pattern of KEY_PATTERNS)
        for (const [, key] of text.matchAll(pattern))
          if (key !== undefined && !hasKey(en, key)) missing.push(`${key} (${module})`);
    }
    expect(missing).toEqual([]);
  });
});
