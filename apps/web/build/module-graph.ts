import { writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { lazyRoutesOf, type LazyRouteStrings } from './lazy-route-strings.ts';

/** One chunk of the build as the bundler made it: its file, what it imports, and the modules it carries. */
export interface GraphChunk {
  file: string;
  /** index.html's entry. */
  entry: boolean;
  /** The repository path of the module a lazy import names (`apps/web/src/app/screens/news.route.ts`). */
  facade: string | null;
  /** Chunks loaded with this one (static imports). */
  imports: string[];
  /** Chunks this one may load later (`import()`). */
  dynamicImports: string[];
  /** The repository paths of the modules whose code is in the chunk (tree-shaken ones left out). */
  modules: string[];
}

/**
 * A route table (a module that imports lib/routing/lazy-route-module.ts): the lazy routes read from its
 * code, and every module it imports lazily, to show what the reading missed.
 */
export interface GraphRouteTable {
  /** Its repository path (`apps/web/src/app/routes.tsx`). */
  file: string;
  /** Its lazy routes, each module a repository path as in GraphChunk. */
  routes: LazyRouteStrings[];
  /** Every module it imports lazily (repository paths): each should be some route's module. */
  lazyImports: string[];
}

/** What the build writes to MODULE_GRAPH_FILE. */
export interface ModuleGraph {
  chunks: GraphChunk[];
  routeTables: GraphRouteTable[];
}

const ROUTE_HELPERS = /\/src\/lib\/routing\/lazy-route-module\.ts$/;

/** Where the graph is written, beside Vite's manifest: read by the bundle checks, never served. */
export const MODULE_GRAPH_FILE = '.vite/module-graph.json';

/**
 * A Vite plugin that writes the bundle's module graph: each chunk with the chunks it imports statically and
 * lazily and the source modules in it, as the bundler decided. Vite's manifest names only a chunk's entry
 * module, not what a shared chunk carries; the bundle checks (bundle-checks/) read this instead of parsing
 * imports out of the sources, so what they check is what a browser downloads. With it, each route table's
 * lazy routes and the namespaces each loads (build/lazy-route-strings.ts), read from the bundler's syntax
 * tree of the table, so that a check can hold a route's list against the strings of the chunks it loads.
 */
export function moduleGraph(): Plugin {
  let repositoryRoot = '';
  let outDir = '';
  const repositoryPath = (id: string) =>
    id.startsWith('\0') ? id : relative(repositoryRoot, id.replace(/\?.*$/, '')).replaceAll('\\', '/');
  return {
    name: 'campus:module-graph',
    apply: 'build',
    configResolved(config) {
      repositoryRoot = resolve(config.root, '../..');
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const routeTables: GraphRouteTable[] = [];
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info === null || info.code === null) continue;
        if (!info.importedIds.some((imported) => ROUTE_HELPERS.test(imported))) continue;
        const routes = lazyRoutesOf(this.parse(info.code), (source) =>
          repositoryPath(resolve(dirname(id), source)),
        );
        routeTables.push({
          file: repositoryPath(id),
          routes,
          lazyImports: info.dynamicallyImportedIds.map(repositoryPath).sort(),
        });
      }
      const chunks: GraphChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          file: output.fileName,
          entry: output.isEntry,
          facade: output.facadeModuleId === null ? null : repositoryPath(output.facadeModuleId),
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => repositoryPath(id))
            .sort(),
        });
      }
      const file = join(outDir, MODULE_GRAPH_FILE);
      await mkdir(dirname(file), { recursive: true });
      const graph: ModuleGraph = { chunks, routeTables };
      await writeFile(file, `${JSON.stringify(graph, null, 1)}\n`);
    },
  };
}
