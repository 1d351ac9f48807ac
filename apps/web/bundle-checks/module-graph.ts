import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  MODULE_GRAPH_FILE,
  type GraphChunk,
  type GraphRouteTable,
  type ModuleGraph,
} from '../build/module-graph.ts';
import { FIRST_PAINT_MODULES } from '../src/app/first-paint.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the last build wrote (build/module-graph.ts); `npm run build` writes it. */
function readBuildGraph(): ModuleGraph {
  const file = `${webRoot}dist/${MODULE_GRAPH_FILE}`;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ModuleGraph;
  } catch (error) {
    throw new Error(`No module graph at ${file}: run npm run build first`, { cause: error });
  }
}

/** The last build's chunks, with the modules in each. */
export const readModuleGraph = (): GraphChunk[] => readBuildGraph().chunks;

/** The last build's route tables, with each lazy route's namespaces (build/lazy-route-strings.ts). */
export const readRouteTables = (): GraphRouteTable[] => readBuildGraph().routeTables;

/** The chunks `start` loads with it: themselves and their static imports, transitively. */
function staticClosure(graph: readonly GraphChunk[], start: readonly GraphChunk[]): GraphChunk[] {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const seen = new Map<string, GraphChunk>();
  const queue = [...start];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk.file)) continue;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported !== undefined) queue.push(imported);
    }
  }
  return [...seen.values()];
}

/** The chunk a lazy import of `module` (a path from apps/web, as app/first-paint.ts names them) loads. */
export function chunkOf(graph: readonly GraphChunk[], module: string): GraphChunk {
  const chunk = graph.find((candidate) => candidate.facade === `apps/web/${module}`);
  if (chunk === undefined) throw new Error(`No chunk of ${module} in the build`);
  return chunk;
}

/**
 * What a first load can bring before its first paint: the entry's chunks and those of the screens a first
 * load paints (app/first-paint.ts), each with its static imports.
 */
export function firstPaintLoad(graph: readonly GraphChunk[]): GraphChunk[] {
  const screens = FIRST_PAINT_MODULES.map((module) => chunkOf(graph, module));
  return staticClosure(graph, [...graph.filter((chunk) => chunk.entry), ...screens]);
}

/**
 * What a lazy import of `module` (a repository path, as the route tables' records name it) brings that the first load had not: its chunk and the chunks they import,
 * statically or lazily (a part of the screen loaded later, a map), transitively, short of those in `loaded`
 * (the first load's: firstPaintLoad). A shared chunk counts for every screen that loads it.
 */
export function lazyLoad(
  graph: readonly GraphChunk[],
  module: string,
  loaded: readonly GraphChunk[],
): GraphChunk[] {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const seen = new Set(loaded.map((chunk) => chunk.file));
  const found: GraphChunk[] = [];
  const start = graph.find((chunk) => chunk.facade === module);
  if (start === undefined) throw new Error(`No chunk of ${module} in the build`);
  const queue = [start];
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    found.push(chunk);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const imported = byFile.get(file);
      if (imported !== undefined) queue.push(imported);
    }
  }
  return found;
}

/** The modules of `chunks`, once each. */
export const modulesOf = (chunks: readonly GraphChunk[]): string[] => [
  ...new Set(chunks.flatMap((chunk) => chunk.modules)),
];
