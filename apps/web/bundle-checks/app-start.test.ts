import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ADR 049: the built index.html starts the app after its first frame (src/app/start-app.ts): no entry
// script of its own, an inline script naming the entry and preloading the entry's imports at a low
// priority, so that neither their download nor their evaluation holds the first paint back.
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const html = readFileSync(`${distDir}index.html`, 'utf8');
const manifest = JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean }
>;

const inlineScripts = () => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');

describe('the built index.html starts the app after the first frame (issue #31, ADR 049)', () => {
  it('has no module script, and an inline script that adds the entry', () => {
    const entry = manifest['index.html'];
    expect(entry?.isEntry).toBe(true);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const starters = inlineScripts().filter((text) => text.includes(`/${entry?.file ?? '?'}`));
    expect(starters).toHaveLength(1);
    expect(starters[0]).toContain('requestAnimationFrame');
  });

  it('names each of the entry’s imports in that script, and no preload of code in the HTML', () => {
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
    // The script asks them itself, at once or when /news's early copy lets go (ADR 052).
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    const starter = inlineScripts().find((text) => text.includes(`/${manifest['index.html']?.file ?? '?'}`));
    const named = new Set(
      [...(starter ?? '').matchAll(/["`](\/assets\/[^"`]+\.js)["`]/g)].map(([, url]) => url),
    );
    named.delete(`/${manifest['index.html']?.file ?? '?'}`);
    expect(named).toEqual(new Set(imports));
  });

  it('runs the early requests’ script first, which may hold the start', () => {
    const scripts = inlineScripts();
    expect(scripts).toHaveLength(2);
    expect(scripts[0]).toContain('__campusEarlyRequests');
    expect(scripts[1]).toContain(`/${manifest['index.html']?.file ?? '?'}`);
    expect(scripts.every((text) => text.includes('__campusAppStartHold'))).toBe(true);
  });
});
