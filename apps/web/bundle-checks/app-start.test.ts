import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 049: the built index.html starts the app after its first frame (src/app/start-app.ts): no entry
// script of its own, an inline script naming the entry, and the entry's imports preloaded at a low
// priority, so that neither their download nor their evaluation holds the first paint back.
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(`${distDir}index.html`, 'utf8');
const manifest = JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean }
>;

describe('the built index.html starts the app after the first frame (issue #31, ADR 049)', () => {
  it('has no module script, and an inline script that adds the entry', () => {
    const entry = manifest['index.html'];
    expect(entry?.isEntry).toBe(true);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');
    const starters = inline.filter((text) => text.includes(`/${entry?.file ?? '?'}`));
    expect(starters).toHaveLength(1);
    expect(starters[0]).toContain('requestAnimationFrame');
  });

  it('preloads each of the entry’s imports, at a low priority', () => {
    // The entry's static imports and theirs, as the browser would find them.
    const keys = new Set<string>();
    const visit = (key: string): void => {
      for (const imported of manifest[key]?.imports ?? [])
        if (!keys.has(imported)) {
          keys.add(imported);
          visit(imported);
        }
    };
    visit('index.html');
    const imports = [...keys].map((key) => `/${manifest[key]?.file ?? key}`);
    expect(imports.length).toBeGreaterThan(3);
    const preloads = [...html.matchAll(/<link([^>]*)rel="modulepreload"([^>]*)>/g)].map(
      ([, before = '', after = '']) => `${before} ${after}`,
    );
    expect(preloads.every((attributes) => attributes.includes('fetchpriority="low"'))).toBe(true);
    const hrefs = preloads.map((attributes) => /href="([^"]+)"/.exec(attributes)?.[1]);
    expect(new Set(hrefs)).toEqual(new Set(imports));
  });
});
