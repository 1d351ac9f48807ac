/**
 * Which installed packages a workspace needs at run time, read from package-lock.json (docs/decisions/025):
 * the workspace's dependencies, theirs, and so on, each found where Node.js would find it (the nearest
 * node_modules folder up from the package that imports it, as the lock file records the tree). Development
 * dependencies are never followed, nor optional peers (a package that names one works without it), nor
 * optional dependencies npm did not install on this platform (another CPU's binaries). Workspace links are
 * followed but not kept: the server's build compiles @campus/* into dist/, only their npm packages remain.
 *
 * `npm ci --omit=dev --workspace apps/server` would install more than this: the lock file marks a package
 * needed by any workspace (TypeScript, an optional peer of the web app's i18next) as "devOptional", and npm
 * installs those too, with the build tools listed in the server's dependencies.
 */

/** An entry of package-lock.json's "packages" (lockfileVersion 2 or 3). */
export interface LockedPackage {
  version?: string;
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
}

const NODE_MODULES = 'node_modules/';

/** The folder Node.js looks in after this one: the package that holds it, or the root for a workspace. */
function parentLocation(location: string): string | null {
  if (location === '') return null;
  const last = location.lastIndexOf(`/${NODE_MODULES}`);
  if (last !== -1) return location.slice(0, last);
  // node_modules/x (at the root) or a workspace folder (apps/server): both are resolved from the root next.
  return '';
}

/** Where `name` is found from the package at `from`: the nearest node_modules/name up the tree. */
function resolveLocation(lock: Lockfile, from: string, name: string): string | null {
  for (let at: string | null = from; at !== null; at = parentLocation(at)) {
    const candidate = `${at === '' ? '' : `${at}/`}${NODE_MODULES}${name}`;
    if (candidate in lock.packages) return candidate;
  }
  return null;
}

/**
 * Lock file locations of the packages `workspace` needs at run time (`node_modules/pg`,
 * `node_modules/ajv/node_modules/fast-uri`…), sorted. `installed(location)` says whether npm installed an
 * optional one here. Throws when a required dependency is missing from the lock file.
 */
export function productionPackages(
  lock: Lockfile,
  workspace: string,
  installed: (location: string) => boolean,
): string[] {
  if (lock.lockfileVersion < 2) throw new Error('package-lock.json must be lockfileVersion 2 or 3');
  if (!(workspace in lock.packages)) throw new Error(`${workspace} is not a workspace of package-lock.json`);
  const needed = new Set<string>();
  const visited = new Set<string>();

  const visit = (location: string): void => {
    if (visited.has(location)) return;
    visited.add(location);
    const entry = lock.packages[location];
    if (entry === undefined) return;
    if (entry.link === true) {
      if (entry.resolved !== undefined) visit(entry.resolved);
      return;
    }
    if (location.includes(NODE_MODULES)) needed.add(location);

    const follow = (name: string, optional: boolean): void => {
      const found = resolveLocation(lock, location, name);
      if (found === null || (optional && !installed(found))) {
        if (optional) return;
        throw new Error(`${location}: its dependency ${name} is not in package-lock.json`);
      }
      visit(found);
    };
    for (const name of Object.keys(entry.dependencies ?? {})) follow(name, false);
    for (const name of Object.keys(entry.optionalDependencies ?? {})) follow(name, true);
    for (const name of Object.keys(entry.peerDependencies ?? {})) {
      if (entry.peerDependenciesMeta?.[name]?.optional !== true) follow(name, false);
    }
  };

  visit(workspace);
  return [...needed].sort();
}
