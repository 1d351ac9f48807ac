import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_MODULES } from './first-paint.ts';
import en from '../locales/en.json';

// Issue #20: the portal paints its first screen with the first-paint part of the catalog only
// (lib/i18n/i18n.ts). Every module that screen's code imports statically — from main.tsx, and from the
// screens a first load can open on (app/first-paint.ts) — must find its strings there; anything loaded
// later (a dynamic import) waits for the rest (app/routes.tsx).
const FIRST_PAINT_ROOTS = ['/src/main.tsx', ...FIRST_PAINT_MODULES.map((module) => `/${module}`)];

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `import … from '…'` and `export … from`, not `import('…')`: what loads with the module. */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const KEY_PATTERNS = [/\bt\(\s*['"`]([\w.-]+)['"`]/g, /\bi18nKey=["'{`]+([\w.-]+)/g];

function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function firstPaintModules(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || sources[file] === undefined) return;
    seen.add(file);
    for (const match of sources[file].matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier !== undefined) visit(resolve(file, specifier));
    }
  };
  FIRST_PAINT_ROOTS.forEach(visit);
  return seen;
}

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
    const modules = firstPaintModules();
    expect(modules.size).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const file of modules) {
      for (const pattern of KEY_PATTERNS)
        for (const [, key] of sources[file]!.matchAll(pattern))
          if (key !== undefined && !hasKey(en, key)) missing.push(`${key} (${file})`);
    }
    expect(missing).toEqual([]);
  });
});
