import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productionPackages, type Lockfile } from './production-packages.ts';

/** A workspace lock file in the shape npm writes, with every case the walk must get right. */
const lock: Lockfile = {
  lockfileVersion: 3,
  packages: {
    '': { dependencies: {} },
    'apps/server': {
      dependencies: { fastify: '^5', '@campus/domain': '*', sharp: '^0.35', pg: '^8' },
    },
    'apps/web': { dependencies: { react: '^19' } },
    'packages/domain': { dependencies: { typebox: '^1' } },
    'node_modules/@campus/domain': { resolved: 'packages/domain', link: true },
    'node_modules/typebox': { version: '1.4.3' },
    // fastify wants a newer semver than the root's: npm nests it.
    'node_modules/fastify': { version: '5.0.0', dependencies: { semver: '^7', 'fast-uri': '^3' } },
    'node_modules/fastify/node_modules/semver': { version: '7.7.0' },
    'node_modules/semver': { version: '6.3.1' },
    'node_modules/fast-uri': { version: '3.0.0' },
    // Platform binaries: only the x64 one was installed here.
    'node_modules/sharp': {
      version: '0.35.5',
      optionalDependencies: { '@img/sharp-linux-x64': '0.35.5', '@img/sharp-linux-arm64': '0.35.5' },
    },
    'node_modules/@img/sharp-linux-x64': { version: '0.35.5' },
    'node_modules/@img/sharp-linux-arm64': { version: '0.35.5' },
    // A required peer is kept, an optional one is not.
    'node_modules/pg': {
      version: '8.23.1',
      peerDependencies: { 'pg-cloudflare': '^1', 'pg-native': '>=3' },
      peerDependenciesMeta: { 'pg-native': { optional: true } },
    },
    'node_modules/pg-cloudflare': { version: '1.0.0' },
    'node_modules/pg-native': { version: '3.0.0' },
    // The web app's packages and the development tools are not the server's.
    'node_modules/react': { version: '19.0.0' },
    'node_modules/typescript': { version: '5.9.3' },
  },
};

const notArm = (location: string) => !location.includes('arm64');

describe('the packages the server needs at run time, from package-lock.json', () => {
  it('follows dependencies and required peers, through workspace links, each where Node.js finds it', () => {
    expect(productionPackages(lock, 'apps/server', notArm)).toEqual([
      'node_modules/@img/sharp-linux-x64',
      'node_modules/fast-uri',
      'node_modules/fastify',
      'node_modules/fastify/node_modules/semver',
      'node_modules/pg',
      'node_modules/pg-cloudflare',
      'node_modules/sharp',
      'node_modules/typebox',
    ]);
  });

  it('leaves out the workspace links themselves, optional peers, other workspaces and other platforms', () => {
    const packages = productionPackages(lock, 'apps/server', notArm);
    for (const absent of [
      'node_modules/@campus/domain',
      'node_modules/pg-native',
      'node_modules/react',
      'node_modules/typescript',
      'node_modules/semver',
      'node_modules/@img/sharp-linux-arm64',
    ]) {
      expect(packages, absent).not.toContain(absent);
    }
  });

  it('refuses a lock file that lacks a required dependency', () => {
    const broken: Lockfile = {
      lockfileVersion: 3,
      packages: { 'apps/server': { dependencies: { fastify: '^5' } } },
    };
    expect(() => productionPackages(broken, 'apps/server', () => true)).toThrow(
      'apps/server: its dependency fastify is not in package-lock.json',
    );
  });

  it("finds every one of the repository's server dependencies installed, and none of its dev tools", async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const repositoryLock = JSON.parse(await readFile(`${root}package-lock.json`, 'utf8')) as Lockfile;
    const packages = productionPackages(repositoryLock, 'apps/server', (location) =>
      existsSync(`${root}${location}`),
    );
    expect(packages).toEqual(expect.arrayContaining(['node_modules/fastify', 'node_modules/typebox']));
    expect(packages).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/node_modules\/(typescript|vitest|vite|react)$/)]),
    );
    for (const location of packages) expect(existsSync(`${root}${location}`), location).toBe(true);
  });
});
