import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfStale, type BuildTarget } from './stale-build.ts';

let root: string;

/** A build that writes its output and counts its runs in builds.log; it fails while FAIL exists. */
const BUILD_SCRIPT =
  'echo built >> builds.log; [ -e FAIL ] && exit 3; mkdir -p out; cp src/main.txt out/main.js';

const target = (extra = ''): BuildTarget => ({
  label: 'test target',
  inputs: ['src', 'config.txt'],
  output: 'out/main.js',
  stamp: 'node_modules/.cache/stamps/test.sha256',
  command: ['sh', '-c', BUILD_SCRIPT],
  extra: () => extra,
});

const build = (options: { always?: boolean; extra?: string } = {}) =>
  buildIfStale(root, target(options.extra), { always: options.always, log: () => undefined });

async function write(path: string, content: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
}

async function buildCount(): Promise<number> {
  const log = await readFile(join(root, 'builds.log'), 'utf8').catch(() => '');
  return log.split('\n').filter(Boolean).length;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stale-build-'));
  await write('src/main.txt', 'version 1');
  await write('src/nested/part.txt', 'part');
  await write('config.txt', 'config');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a build that runs only when its sources changed', () => {
  it('builds when there is no build, then not again while the sources are unchanged', async () => {
    expect(await build()).toBe(true);
    expect(await build()).toBe(false);
    expect(await build()).toBe(false);
    expect(await buildCount()).toBe(1);
    expect(await readFile(join(root, 'out/main.js'), 'utf8')).toBe('version 1');
  });

  it('builds again when a file of an input folder, an input file or the extra value changes', async () => {
    await build();
    await write('src/nested/part.txt', 'part, edited');
    expect(await build()).toBe(true);
    await write('config.txt', 'config, edited');
    expect(await build()).toBe(true);
    await write('src/nested/new-file.txt', 'added');
    expect(await build()).toBe(true);
    expect(await build({ extra: 'another commit' })).toBe(true);
    expect(await buildCount()).toBe(5);
  });

  it('sees a file moved or renamed even when the bytes stay the same', async () => {
    await build();
    await rm(join(root, 'src/nested/part.txt'));
    await write('src/nested/renamed.txt', 'part');
    expect(await build()).toBe(true);
  });

  it('ignores what changes in node_modules and dist folders among the inputs', async () => {
    await build();
    await write('src/node_modules/lib/index.js', 'installed');
    await write('src/dist/output.js', 'built');
    expect(await build()).toBe(false);
  });

  it('builds again when the output was deleted, even with the sources unchanged', async () => {
    await build();
    await rm(join(root, 'out'), { recursive: true });
    expect(await build()).toBe(true);
    expect(await readFile(join(root, 'out/main.js'), 'utf8')).toBe('version 1');
  });

  it('always builds when asked to, and records that build', async () => {
    await build();
    expect(await build({ always: true })).toBe(true);
    expect(await build()).toBe(false);
    expect(await buildCount()).toBe(2);
  });

  it('builds for production even when called from a test', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const writesNodeEnv: BuildTarget = {
      ...target(),
      command: ['sh', '-c', 'mkdir -p out; echo "$NODE_ENV" > out/main.js'],
    };
    await buildIfStale(root, writesNodeEnv, { log: () => undefined });
    expect(await readFile(join(root, 'out/main.js'), 'utf8')).toBe('production\n');
  });

  it('after a failed build, fails and builds again at the next call, even with an older output there', async () => {
    await build();
    await write('src/main.txt', 'version 2');
    await write('FAIL', '');
    await expect(build()).rejects.toThrow(/test target: the build failed/);
    await rm(join(root, 'FAIL'));
    expect(await build()).toBe(true);
    expect(await readFile(join(root, 'out/main.js'), 'utf8')).toBe('version 2');
    expect(await buildCount()).toBe(3);
  });
});
