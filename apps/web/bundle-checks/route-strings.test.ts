import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_NAMESPACES } from '../src/app/first-paint.ts';
import type { LazyRouteStrings } from '../build/lazy-route-strings.ts';
import { firstPaintLoad, lazyLoad, modulesOf, readModuleGraph, readRouteTables } from './module-graph.ts';
import { appSources, stringsUsedBy, type StringUse } from './strings-in-source.ts';

// ADR 037: each lazy route names, in its route table, the i18next namespaces its screen needs on top of the
// first paint's, and its lazy() waits for them with its code. A namespace it forgets shows keys until
// i18next has loaded it, then the screen draws again; one it lists for nothing is downloaded for nothing.
// What a route can render is what its lazy import loads that the first load had not (the chunks the build
// made, bundle-checks/module-graph.ts: its own, the shared ones it imports, the parts it loads later); the
// first load's modules speak the first-paint namespaces only (first-paint-strings.test.ts).
const graph = readModuleGraph();
const tables = readRouteTables();
const firstLoad = firstPaintLoad(graph);
const firstPaint = new Set<string>(FIRST_PAINT_NAMESPACES);

const webPath = (module: string) => module.replace(/^apps\/web\//, '');

/** Each namespace the route's modules use, with one module and key that use it. */
function namespacesUsed(route: LazyRouteStrings): Map<string, { module: string; use: StringUse }> {
  const used = new Map<string, { module: string; use: StringUse }>();
  for (const module of appSources(modulesOf(lazyLoad(graph, route.module, firstLoad))))
    for (const use of stringsUsedBy(module))
      if (!used.has(use.namespace)) used.set(use.namespace, { module: webPath(module), use });
  return used;
}

const routes = tables.flatMap((table) =>
  table.routes.map((route) => ({ table: webPath(table.file), route })),
);
const named = ({ table, route }: (typeof routes)[number]) =>
  `${table} ${route.name} (${webPath(route.module)})`;

describe("each lazy route's namespaces (ADR 037)", () => {
  it('are read from every route table, for every module it imports lazily', () => {
    expect(tables.map((table) => webPath(table.file)).sort()).toEqual([
      'src/app/house-routes.tsx',
      'src/app/routes.tsx',
      'src/app/staff-routes.tsx',
    ]);
    for (const table of tables)
      expect(
        table.lazyImports.filter((module) => !table.routes.some((route) => route.module === module)),
        `${table.file}: a lazy import without a list of namespaces written beside it`,
      ).toEqual([]);
    expect(routes.length).toBeGreaterThan(40);
    // As written in the tables, whatever the helper: a route file, a screen's own module, an index route.
    const records = routes.map(({ table, route }) => ({ table, ...route, module: webPath(route.module) }));
    expect(records).toContainEqual({
      table: 'src/app/routes.tsx',
      name: 'map',
      module: 'src/features/map/map.route.ts',
      namespaces: ['map'],
    });
    expect(records).toContainEqual({
      table: 'src/app/staff-routes.tsx',
      name: 'items/:type/:group',
      module: 'src/app/screens/staff-screens.tsx',
      namespaces: ['events', 'staff'],
    });
    expect(records).toContainEqual({
      table: 'src/app/house-routes.tsx',
      name: 'index',
      module: 'src/app/screens/house-hub.route.ts',
      namespaces: ['directory', 'events', 'forms', 'house', 'services'],
    });
  });

  it('hold every namespace its screen uses that the first paint does not load', () => {
    const missing = routes.flatMap((entry) =>
      [...namespacesUsed(entry.route)]
        .filter(([namespace]) => !firstPaint.has(namespace) && !entry.route.namespaces.includes(namespace))
        .map(
          ([namespace, { module, use }]) =>
            `${named(entry)} lacks ${namespace}: ${module} uses ${namespace}:${use.key}`,
        ),
    );
    expect(missing).toEqual([]);
  });

  it('hold no namespace that none of its modules uses', () => {
    const unused = routes.flatMap((entry) => {
      const used = namespacesUsed(entry.route);
      return entry.route.namespaces
        .filter((namespace) => !used.has(namespace))
        .map((namespace) => `${named(entry)} loads ${namespace}, which none of its modules uses`);
    });
    expect(unused).toEqual([]);
  });
});
