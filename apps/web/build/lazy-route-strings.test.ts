import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyRoutesOf } from './lazy-route-strings.ts';

// The route tables' code as the bundler hands it over (after its transform), read by the module graph's
// plugin (build/module-graph.ts); the bundle check holds what is read against every lazy import of a table.
const read = (code: string) =>
  lazyRoutesOf(parseSync('route-table.js', code).program, (source) => `resolved:${source}`);

describe('the lazy routes of a route table (ADR 037)', () => {
  it('reads each list beside the import it goes with, whatever the helper and its arguments’ order', () => {
    const code = `
      function screens(services) {
        const load = (file, namespaces) => lazyRoute(services, file, namespaces);
        return {
          map: load(() => import("../features/map/map.route.ts"), ["map"]),
          landing: lazy([], async () => ({ Component: (await import("../features/auth/landing-page.tsx")).LandingPage })),
        };
      }
      export const staff = {
        path: "staff",
        lazy: lazyRoute(services, () => import("./layout.route.ts"), ["staff"]),
        children: [
          { index: true, lazy: withStrings(services, ["events", "staff"], async () => (await import("./hub.tsx")).Hub) },
          { path: "items", lazy: withStrings(services, ["staff"], async () => (await import("./items.tsx")).Items) },
        ],
      };`;
    expect(read(code)).toEqual(
      expect.arrayContaining([
        { name: 'map', module: 'resolved:../features/map/map.route.ts', namespaces: ['map'] },
        { name: 'landing', module: 'resolved:../features/auth/landing-page.tsx', namespaces: [] },
        { name: 'staff', module: 'resolved:./layout.route.ts', namespaces: ['staff'] },
        { name: 'index', module: 'resolved:./hub.tsx', namespaces: ['events', 'staff'] },
        { name: 'items', module: 'resolved:./items.tsx', namespaces: ['staff'] },
      ]),
    );
    expect(read(code)).toHaveLength(5);
  });

  it('reads no list it cannot see as written: a variable, a computed name, two imports in one function', () => {
    const code = `
      const MAP = ["map"];
      export const routes = {
        map: load(() => import("./map.route.ts"), MAP),
        mixed: load(() => import("./a.ts"), ["map", name]),
        both: load(async () => [await import("./a.ts"), await import("./b.ts")], ["map"]),
        notLazy: load(() => helper(), ["map"]),
      };`;
    expect(read(code)).toEqual([]);
  });
});
