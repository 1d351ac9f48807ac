import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COMMENTED_CODE,
  exists,
  pathsInComments,
  pathsInMarkdown,
  startsWithAFolder,
  withFolders,
  type NamedPath,
} from './repository-paths.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The repository's files as git sees them: tracked, and new ones it does not ignore. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '');
const paths = withFolders(files);
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');

/** Names that look like files and are not the repository's: the runtime's and its packages' names. */
const NOT_PATHS = new Set([
  'Node.js',
  ...files
    .filter((file) => file.endsWith('package.json'))
    .flatMap((file) => {
      const manifest = JSON.parse(read(file)) as Record<string, Record<string, string> | undefined>;
      return ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      );
    }),
]);

/** Files the docs name that live outside any repository, each with why. */
const OUTSIDE_THE_REPOSITORY = new Set([
  // The operator's own Prometheus configuration (docs/operations.md).
  'prometheus.yml',
  // A backup's file name in the restore example (docs/operations.md).
  'campus_portal-2026-05-04.sql',
  // Each deployment's Firebase file for the Android app, never committed (docs/production.md).
  'google-services.json',
]);

/**
 * Where a named path may be, from the root: as it is written, or from the folder of the file naming it;
 * each as a file and as a folder (`data/` in .gitignore ignores only a folder).
 */
function locations(path: NamedPath): string[] {
  const folder = posix.dirname(path.file);
  return [path.path, posix.join(folder, path.path)]
    .map((location) => posix.normalize(location).replace(/\/$/, ''))
    .flatMap((location) => [location, `${location}/`]);
}

/** What git ignores is made by a build or a run (dist/, data/): a path, though not a committed one. */
function ignoredByGit(named: readonly NamedPath[]): Set<string> {
  if (named.length === 0) return new Set();
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: root,
    encoding: 'utf8',
    input: named.flatMap(locations).join('\n'),
  });
  return new Set(answer.stdout.split('\n'));
}

function missing(named: readonly NamedPath[]): string[] {
  const unknown = named
    .filter((path) => path.kind === 'file' || startsWithAFolder(path, paths))
    .filter((path) => !NOT_PATHS.has(path.path) && !OUTSIDE_THE_REPOSITORY.has(path.path))
    .filter((path) => !exists(path, paths));
  const ignored = ignoredByGit(unknown);
  return unknown
    .filter((path) => !locations(path).some((location) => ignored.has(location)))
    .map((path) => `${path.file}:${String(path.line)} names ${path.path}`);
}

const at = (file: string, text: string): NamedPath[] => pathsInMarkdown(file, text);

describe('paths named by the docs and the comments', () => {
  it('finds files and folders the docs name, and leaves URLs, packages, templates and MIME types alone', () => {
    const doc = [
      'See `app/routes.tsx`, [the ADRs](decisions/) and `apps/server/seed`.',
      'Not paths: `/wp-json/wp/v2/posts`, https://example.org/a.md, `@campus/domain/content`,',
      '`features/<area>/api/<verb-noun>.ts`, `NNN-title.md`, `text/event-stream`, `*.postgres.test.ts`.',
    ].join('\n');
    expect(at('docs/x.md', doc).map((path) => path.path)).toEqual([
      'app/routes.tsx',
      'apps/server/seed',
      'text/event-stream',
      'decisions/',
    ]);
    expect(at('docs/x.md', doc).find((path) => path.path === 'text/event-stream')).toMatchObject({
      kind: 'folder',
      line: 3,
    });
  });

  it('reads the comments of code, not its strings', () => {
    const code = [
      "// Cites ARCHITECTURE.md and './seen.ts'.",
      "const url = 'docs/not-a-comment.md';",
      '/** From routes/notifications.ts (line 4). */',
      'const regex = /\\/\\/ not-a-comment\\.ts/;',
    ].join('\n');
    expect(pathsInComments('apps/x.ts', code)).toEqual([
      { file: 'apps/x.ts', line: 1, path: 'ARCHITECTURE.md', kind: 'file' },
      { file: 'apps/x.ts', line: 1, path: './seen.ts', kind: 'file' },
      { file: 'apps/x.ts', line: 3, path: 'routes/notifications.ts', kind: 'file' },
    ]);
    expect(pathsInComments('apps/x.sql', "-- migration 009-notifications.sql\nSELECT 'a.md';")).toEqual([
      { file: 'apps/x.sql', line: 1, path: '009-notifications.sql', kind: 'file' },
    ]);
  });

  it('finds a path from the root, from the naming file, or as the end of a repository path', () => {
    const repository = withFolders(['apps/web/src/app/routes.tsx', 'docs/decisions/001-a.md']);
    const named = (file: string, path: string): NamedPath => ({ file, line: 1, path, kind: 'file' });
    expect(exists(named('README.md', 'docs/decisions/001-a.md'), repository)).toBe(true);
    expect(exists(named('docs/x.md', 'decisions/001-a.md'), repository)).toBe(true);
    expect(exists(named('docs/x.md', '../apps/web'), repository)).toBe(true);
    expect(exists(named('docs/x.md', 'app/routes.tsx'), repository)).toBe(true);
    expect(exists(named('docs/x.md', 'pp/routes.tsx'), repository)).toBe(false);
    expect(exists(named('docs/x.md', 'ARCHITECTURE.md'), repository)).toBe(false);
  });

  it('every path that docs/*.md names is in the repository', () => {
    const docs = files.filter((file) => /^docs\/[^/]+\.md$/.test(file));
    expect(docs.length).toBeGreaterThan(5);
    expect(missing(docs.flatMap((file) => pathsInMarkdown(file, read(file))))).toEqual([]);
  });

  it("every path that the code's comments name is in the repository", () => {
    const code = files.filter((file) => COMMENTED_CODE.test(file) && !file.startsWith('apps/mobile/ios/'));
    expect(code.length).toBeGreaterThan(500);
    expect(missing(code.flatMap((file) => pathsInComments(file, read(file))))).toEqual([]);
  });
});
