/**
 * A build that runs only when its inputs changed (docs/decisions/025): the hash of every input file is
 * kept beside node_modules after a build that succeeded, and the next start compares. Hashing the web
 * app's and the server's sources reads a few megabytes (a tenth of a second); the web build it saves takes
 * a minute on a small machine.
 */
import { spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface BuildTarget {
  /** What the log calls it: `web app`, `server`. */
  label: string;
  /** Files and folders, relative to the repository root, whose content the build reads. */
  inputs: readonly string[];
  /** A file every build writes, relative to the root: without it there is no build to reuse. */
  output: string;
  /** Where the inputs' hash of the last build that succeeded is kept, relative to the root. */
  stamp: string;
  /** The build, run from the root. */
  command: readonly [string, ...string[]];
  /** Anything else the build depends on that is not a file (the commit the server's build records). */
  extra?: () => string;
}

/** Folders never read by a build, or written by one: a change inside them is no reason to build again. */
const NOT_INPUTS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

async function addFolder(hash: Hash, root: string, folder: string): Promise<void> {
  const entries = await readdir(join(root, folder), { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!NOT_INPUTS.has(entry.name)) await addFolder(hash, root, path);
    } else if (entry.isFile()) {
      await addFile(hash, root, path);
    }
  }
}

async function addFile(hash: Hash, root: string, path: string): Promise<void> {
  const content = await readFile(join(root, path));
  // The path and the length first, so that moving bytes from one file to the next changes the hash too.
  hash.update(`${path}\0${String(content.length)}\0`);
  hash.update(content);
}

/** SHA-256 of the target's inputs (names and contents) and of its extra value. */
export async function inputsHash(root: string, target: BuildTarget): Promise<string> {
  const hash = createHash('sha256');
  for (const input of target.inputs) {
    const entries = await readdir(join(root, input)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
      throw error;
    });
    if (entries === null) await addFile(hash, root, input);
    else await addFolder(hash, root, input);
  }
  hash.update(`\0extra\0${target.extra?.() ?? ''}`);
  return hash.digest('hex');
}

export type BuildReason =
  'forced' | 'no build yet' | 'no record of the sources it was built from' | 'its inputs changed';

/** Why the target must be built, or null when its build is there and made from the current inputs. */
async function staleReason(root: string, target: BuildTarget, hash: string): Promise<BuildReason | null> {
  if (!existsSync(join(root, target.output))) return 'no build yet';
  const stamp = await readFile(join(root, target.stamp), 'utf8').catch(() => null);
  if (stamp === null) return 'no record of the sources it was built from';
  return stamp.trim() === hash ? null : 'its inputs changed';
}

/**
 * Builds the target when it is stale (or always, when asked), then records the hash of the inputs it was
 * built from: the hash taken before the build, so that a file saved during the build is seen next time.
 * A failed build leaves no record, and the next call builds again. Returns whether it built.
 */
export async function buildIfStale(
  root: string,
  target: BuildTarget,
  { always = false, log = console.log }: { always?: boolean; log?: (line: string) => void } = {},
): Promise<boolean> {
  const hash = await inputsHash(root, target);
  const reason: BuildReason | null = always ? 'forced' : await staleReason(root, target, hash);
  if (reason === null) {
    log(`${target.label}: the build is current (its sources are unchanged), not building it again`);
    return false;
  }
  if (reason !== 'forced') log(`${target.label}: building (${reason})`);
  const stampPath = join(root, target.stamp);
  await rm(stampPath, { force: true });
  const [command, ...args] = target.command;
  // A production build whatever the caller's environment: run from a test (Vitest sets NODE_ENV=test, as
  // in the release bundle's test), Vite would build React's development code into the web app.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${target.label}: the build failed (${command} ${args.join(' ')} exited with ${String(result.status ?? result.signal)})`,
    );
  }
  await mkdir(dirname(stampPath), { recursive: true });
  await writeFile(stampPath, `${hash}\n`);
  return true;
}
