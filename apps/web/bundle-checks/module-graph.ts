import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MODULE_GRAPH_FILE, type GraphChunk } from '../build/module-graph.ts';
import { FIRST_PAINT_MODULES } from '../src/app/first-paint.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The last build's module graph (build/module-graph.ts); `npm run build` writes it. */
export function readModuleGraph(): GraphChunk[] {
  const file = `${webRoot}dist/${MODULE_GRAPH_FILE}`;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as GraphChunk[];
  } catch (error) {
    throw new Error(`No module graph at ${file}: run npm run build first`, { cause: error });
  }
}

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

/** The modules of `chunks`, once each. */
export const modulesOf = (chunks: readonly GraphChunk[]): string[] => [
  ...new Set(chunks.flatMap((chunk) => chunk.modules)),
];
