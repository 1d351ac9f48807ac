import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the budget reads it. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

/**
 * The JavaScript files a page loads before it can paint: the given chunks and, transitively, every chunk
 * they import statically (the browser fetches those before running them). Dynamic imports are left out:
 * they load later, on demand.
 */
export function initialJavaScriptFiles(manifest: BuildManifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`No chunk ${key} in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/** Bytes each file weighs once gzipped (at the build's level 9), the measure of the budget. */
export function gzipSizes(distDir: string, files: readonly string[]): Map<string, number> {
  return new Map(
    files.map((file) => [file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length]),
  );
}
