import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The PostgreSQL leg (TEST_POSTGRES_URL) runs only the test files that can open a test database: the
 * others (configuration, clients of outside services, pure rules) would run exactly as in the PGlite pass.
 * Chosen from the code, so a new file cannot be forgotten: a test database comes only from test-app.ts
 * (openTestDb, openSharedTestDb, buildTestApp…), which reads the run's `postgresTemplates`, so a file is a
 * database file when its own imports, followed through the repository's modules, reach a module that
 * names `postgresTemplates`. A file that imports test-app.ts for something else runs on both, which costs
 * time and never coverage. test-app.ts refuses to open a database in a file left out (databaseTestFileCheck).
 */

/** What a test database needs: the run's PostgreSQL templates, read with `inject('postgresTemplates')`. */
const OPENS_TEST_DATABASES = /\bpostgresTemplates\b/;
/** Static (`from`), side-effect (`import` and a string) and dynamic (`import(`) imports of a path starting with . or .. */
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

interface Module {
  namesTemplates: boolean;
  imports: string[];
}

function readModule(file: string): Module {
  const source = readFileSync(file, 'utf8');
  const imports = [...source.matchAll(RELATIVE_IMPORT)]
    .map(([, specifier]) => resolve(dirname(file), specifier ?? ''))
    .filter((imported) => /\.tsx?$/.test(imported) && existsSync(imported));
  return { namesTemplates: OPENS_TEST_DATABASES.test(source), imports };
}

/** Whether `file`, or a module it imports (relative imports, followed), names `postgresTemplates`. */
export function reachesTestDatabases(file: string, modules = new Map<string, Module>()): boolean {
  const toVisit = [file];
  const visited = new Set<string>();
  for (let next = toVisit.pop(); next !== undefined; next = toVisit.pop()) {
    if (visited.has(next)) continue;
    visited.add(next);
    let module = modules.get(next);
    if (module === undefined) {
      module = readModule(next);
      modules.set(next, module);
    }
    if (module.namesTemplates) return true;
    toVisit.push(...module.imports);
  }
  return false;
}

/** The absolute paths of the test files under `sourceDir` that can open a test database. */
export function databaseTestFiles(sourceDir: string): string[] {
  const modules = new Map<string, Module>();
  return readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.test.ts'))
    .map((path) => join(sourceDir, path))
    .filter((file) => reachesTestDatabases(file, modules))
    .sort();
}
