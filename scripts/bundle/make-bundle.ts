/**
 * `npm run bundle [-- --out file.tar.gz]`: the release bundle (docs/decisions/025, docs/operations.md), a
 * tarball that runs the portal with nothing else installed but a Linux of the same CPU:
 *
 *   campus-portal/
 *     bin/node                     the Node.js that made the bundle (the repository's Node.js 24)
 *     apps/server/dist/            the built server: bin/node --expose-gc --liftoff-only apps/server/dist/main.js
 *     apps/server/src/db/migrations/, seed/, public/, package.json   what it reads at run time
 *     apps/web/dist/               the built web app
 *     node_modules/                the server's production dependencies only (production-packages.ts)
 *     README.md                    how to run it (deploy/bundle/README.md)
 *     systemd/                     the systemd units (deploy/systemd), for /opt/campus-portal
 *
 * The layout is the repository's, so the server finds its files exactly as it does in a checkout, and the
 * container image is this bundle on a base image (Dockerfile). Builds what is stale first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { checkedOutCommit, ROOT, TARGETS } from '../build-targets.ts';
import { buildIfStale } from '../stale-build.ts';
import { productionPackages, type Lockfile } from './production-packages.ts';

/** What the server reads at run time besides its npm packages, relative to the repository root. */
const RUNTIME_FILES = [
  'apps/server/package.json',
  'apps/server/dist',
  'apps/server/src/db/migrations',
  'apps/server/seed',
  'apps/server/public',
  'apps/web/dist',
];

const MINIMUM_NODE_MAJOR = 24;

/**
 * The bundle's name: the package version when the root package.json has one, the commit (PORTAL_COMMIT when
 * given, else the checkout's, `-dirty` with uncommitted changes), the platform.
 */
function bundleName(version: string | undefined): string {
  const given = process.env.PORTAL_COMMIT ?? '';
  const commit = given === '' ? checkedOutCommit() : given;
  const dirty =
    given === '' &&
    commit !== '' &&
    execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  const parts = [
    'campus-portal',
    version,
    commit === '' ? 'unknown-commit' : `${commit.slice(0, 12)}${dirty ? '-dirty' : ''}`,
    process.platform,
    process.arch,
  ];
  return parts.filter((part) => part !== undefined).join('-');
}

async function copyPackage(location: string, stage: string): Promise<void> {
  const source = join(ROOT, location);
  const nested = join(source, 'node_modules');
  // A package's own node_modules holds the versions nested for it: those are entries of their own.
  await cp(source, join(stage, location), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => path !== nested && !path.startsWith(`${nested}${sep}`),
  });
}

async function makeBundle(out: string | undefined): Promise<string> {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MINIMUM_NODE_MAJOR) {
    throw new Error(
      `The bundle brings the Node.js that makes it: run it with Node.js ${String(MINIMUM_NODE_MAJOR)} (npm run bundle)`,
    );
  }
  await buildIfStale(ROOT, TARGETS.web);
  await buildIfStale(ROOT, TARGETS.server);

  const manifest = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version?: string };
  const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')) as Lockfile;
  const packages = productionPackages(lock, 'apps/server', (location) => existsSync(join(ROOT, location)));

  const work = await mkdtemp(join(tmpdir(), 'campus-portal-bundle-'));
  try {
    const stage = join(work, 'campus-portal');
    for (const path of RUNTIME_FILES) {
      await cp(join(ROOT, path), join(stage, path), {
        recursive: true,
        verbatimSymlinks: true,
        // Sources that sit beside what is read at run time (the migrations' expected-schema.ts) are
        // compiled into dist/: the bundle holds none.
        filter: (source) => !/\.tsx?$/.test(source),
      });
    }
    for (const location of packages) await copyPackage(location, stage);
    await mkdir(join(stage, 'bin'));
    await copyFile(process.execPath, join(stage, 'bin/node'));
    await chmod(join(stage, 'bin/node'), 0o755);
    await copyFile(join(ROOT, 'deploy/bundle/README.md'), join(stage, 'README.md'));
    await cp(join(ROOT, 'deploy/systemd'), join(stage, 'systemd'), { recursive: true });

    const tarball = resolve(out ?? join(ROOT, 'dist', `${bundleName(manifest.version)}.tar.gz`));
    await mkdir(dirname(tarball), { recursive: true });
    // GNU tar (Linux: the bundle's node and sharp binaries are Linux ones anyway); owned by root in the
    // archive, by whoever unpacks it on disk.
    execFileSync('tar', [
      '--create',
      '--gzip',
      '--file',
      tarball,
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '--directory',
      work,
      'campus-portal',
    ]);
    const megabytes = (await stat(tarball)).size / 1024 / 1024;
    console.log(
      `${tarball}: ${megabytes.toFixed(1)} MB, ${String(packages.length)} npm packages, Node.js ${process.version}`,
    );
    return tarball;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
try {
  await makeBundle(values.out);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
