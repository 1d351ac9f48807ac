/**
 * The release bundle, for real (docs/decisions/025): `npm run bundle` makes it, it is unpacked where no
 * repository is around it, and started with the exact commands and environment of the deployment files —
 * the Dockerfile's CMD, ENV, WORKDIR and HEALTHCHECK, the systemd units' ExecStart and Environment — on
 * PostgreSQL (a first start on PGlite seeds the sample campus: minutes, left to the image's run in
 * docs/operations.md). A few minutes on a small machine, most of them the bundle: `npm run test:scripts`.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, copyFile, cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../apps/server/test/free-port.ts';
import { postgresBinDir } from '../../apps/server/test/postgres-binaries.ts';
import { startPostgresServer, type PostgresServer } from '../../apps/server/test/postgres-server.ts';
import { readImageRuntime, readServiceUnit } from './deployment-files.ts';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const INSTALL_DIR = '/opt/campus-portal';
const STATE_DIR = '/var/lib/campus-portal';
/** The PATH a container or a service starts with, before the deployment files add to it. */
const BASE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const MINUTE = 60_000;

/** The test's own folder, laid out as a machine the bundle is installed on: root/opt/campus-portal. */
let work: string;
let machine: string;
let bundle: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'campus-portal-release-'));
  const tarball = join(work, 'campus-portal.tar.gz');
  await run(process.execPath, [join(ROOT, 'scripts/bundle/make-bundle.ts'), '--out', tarball], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  machine = join(work, 'root');
  await mkdir(join(machine, 'opt'), { recursive: true });
  await run('tar', ['--extract', '--gzip', '--file', tarball, '--directory', join(machine, 'opt')]);
  bundle = join(machine, INSTALL_DIR);
  // mkdtemp's folder is private to its owner: let the services' unprivileged user reach the bundle.
  for (let dir = bundle; dir !== dirname(work); dir = dirname(dir)) await chmod(dir, 0o755);
}, 20 * MINUTE);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A deployment file's path or value, on this test's machine. */
const onMachine = (value: string) =>
  value.replaceAll(INSTALL_DIR, bundle).replaceAll(STATE_DIR, join(machine, STATE_DIR));

const mapValues = (record: Record<string, string>) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, onMachine(value)]));

interface Server {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function start([command = '', ...args]: string[], cwd: string, env: Record<string, string>): Server {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  return { child, output: () => output, exit };
}

async function untilReady(server: Server, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`exited with ${String(server.child.exitCode)} before ready:\n${server.output()}`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`not ready after ${String(timeoutMs)} ms:\n${server.output()}`);
}

/** SIGTERM, as `podman stop` and systemd send it; the exit code, or a failure past the timeout. */
async function stop(server: Server, timeoutMs: number): Promise<number | null> {
  server.child.kill('SIGTERM');
  const timeout = new Promise<never>((_resolve, reject) =>
    setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`still running ${String(timeoutMs)} ms after SIGTERM:\n${server.output()}`));
    }, timeoutMs).unref(),
  );
  return Promise.race([server.exit, timeout]);
}

async function expectPortalAnswers(origin: string): Promise<void> {
  const api = await fetch(`${origin}/wp-json/`);
  expect(api.status).toBe(200);
  expect(await api.json()).toMatchObject({ namespaces: expect.arrayContaining(['wp/v2']) as unknown });
  const page = await fetch(`${origin}/news`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toContain('<div id="root">');
}

describe('the release bundle', () => {
  it('is unpacked where no repository or node_modules is around it, and holds no development tool', async () => {
    for (let dir = dirname(bundle); dir !== dirname(dir); dir = dirname(dir)) {
      expect(existsSync(join(dir, 'node_modules')), dir).toBe(false);
      expect(existsSync(join(dir, 'package.json')), dir).toBe(false);
    }
    const packages = await readdir(join(bundle, 'node_modules'));
    expect(packages).toEqual(expect.arrayContaining(['fastify', 'pg', 'sharp', 'typebox']));
    for (const tool of ['typescript', 'esbuild', 'tsx', 'vite', 'vitest', 'eslint', 'react']) {
      expect(packages, tool).not.toContain(tool);
    }
    const sources = await readdir(join(bundle, 'apps/server/src'), { recursive: true });
    expect(sources.filter((file) => file.endsWith('.ts'))).toEqual([]);
  });

  describe.skipIf(postgresBinDir() === null)(
    'on PostgreSQL, as the image and the systemd units run it',
    () => {
      let postgres: PostgresServer | undefined;

      beforeAll(async () => {
        postgres = await startPostgresServer();
      }, 2 * MINUTE);

      afterAll(async () => {
        await postgres?.destroy();
      });

      it(
        "runs as the image runs it (its CMD, ENV, WORKDIR and node): migrates on start, is ready, answers the API, serves the web app and passes the image's health check; SIGTERM ends it with 0",
        async () => {
          if (postgres === undefined) throw new Error('PostgreSQL did not start');
          const image = await readImageRuntime(join(ROOT, 'Dockerfile'));
          const port = await freePort();
          const env: Record<string, string> = {
            ...mapValues(image.env),
            PATH: onMachine(image.env.PATH ?? '$PATH').replace(/\$\{?PATH\}?/, BASE_PATH),
            HOME: join(machine, STATE_DIR),
            PORT: String(port),
            // What compose gives it; with PGlite (no DATABASE_URL) the same start seeds the sample campus,
            // minutes on a small machine: docs/operations.md has that run of the image.
            DATABASE_URL: await postgres.createDatabase('release_bundle_image'),
          };
          await mkdir(env.HOME ?? '', { recursive: true });
          const cwd = onMachine(image.workdir);
          // `node` in the image's commands is the bundle's own Node.js 24, not whatever the machine has.
          const { stdout } = await run('node', ['-p', 'process.execPath + "\\n" + process.version'], {
            cwd,
            env,
          });
          const [execPath, version] = stdout.trim().split('\n');
          expect(execPath).toBe(join(bundle, 'bin/node'));
          expect(version).toMatch(/^v24\./);

          const [healthCommand = '', ...healthArgs] = image.healthcheck;
          const server = start(image.cmd, cwd, env);
          try {
            await untilReady(server, `http://127.0.0.1:${String(port)}/health/ready`, 5 * MINUTE);
            expect(server.output()).toContain('database migrated');
            await expectPortalAnswers(`http://127.0.0.1:${String(port)}`);
            await expect(run(healthCommand, healthArgs, { cwd, env })).resolves.toBeDefined();
          } finally {
            expect(await stop(server, MINUTE)).toBe(0);
          }
          await expect(
            run(healthCommand, healthArgs, { cwd, env }),
            'health check of a stopped server',
          ).rejects.toThrow();
        },
        8 * MINUTE,
      );

      it(
        "migrates with the migrate unit's command, serves with the portal unit's, as an unprivileged user, and stops on SIGTERM within the unit's stop timeout",
        async () => {
          if (postgres === undefined) throw new Error('PostgreSQL did not start');
          const databaseUrl = await postgres.createDatabase('release_bundle');
          const migrateUnit = await readServiceUnit(
            join(ROOT, 'deploy/systemd/campus-portal-migrate.service'),
          );
          const portalUnit = await readServiceUnit(join(ROOT, 'deploy/systemd/campus-portal.service'));
          const stateDir = join(machine, STATE_DIR);
          await mkdir(stateDir, { recursive: true });

          // systemd gives the units a user of their own (DynamicUser): as root, run them as nobody.
          let asServiceUser: string[] = [];
          if (process.getuid?.() === 0) {
            const [uid, gid] = await Promise.all([run('id', ['-u', 'nobody']), run('id', ['-g', 'nobody'])]);
            await chown(stateDir, Number(uid.stdout), Number(gid.stdout));
            asServiceUser = [
              'setpriv',
              `--reuid=${uid.stdout.trim()}`,
              `--regid=${gid.stdout.trim()}`,
              '--clear-groups',
              '--',
            ];
          }
          // The units' EnvironmentFile stands for the operator's settings: here, only the database.
          const envOf = (environment: Record<string, string>) => ({
            PATH: BASE_PATH,
            ...mapValues(environment),
            DATABASE_URL: databaseUrl,
          });

          const [migrateCommand = '', ...migrateArgs] = [
            ...asServiceUser,
            ...migrateUnit.execStart.map(onMachine),
          ];
          const migrate = await run(migrateCommand, migrateArgs, {
            cwd: onMachine(migrateUnit.workingDirectory),
            env: envOf(migrateUnit.environment),
          });
          expect(migrate.stdout).toMatch(/001-initial-schema\.sql/);

          const port = await freePort();
          const server = start(
            [...asServiceUser, ...portalUnit.execStart.map(onMachine)],
            onMachine(portalUnit.workingDirectory),
            { ...envOf(portalUnit.environment), PORT: String(port) },
          );
          try {
            await untilReady(server, `http://127.0.0.1:${String(port)}/health/ready`, 5 * MINUTE);
            await expectPortalAnswers(`http://127.0.0.1:${String(port)}`);
          } finally {
            expect(portalUnit.settings.get('KillSignal')).toEqual(['SIGTERM']);
            expect(await stop(server, (portalUnit.timeoutStopSec ?? 90) * 1000)).toBe(0);
          }
        },
        10 * MINUTE,
      );
    },
  );

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))(
    'passes systemd-analyze verify with the units installed and the bundle in /opt/campus-portal',
    async () => {
      const units = join(machine, 'etc/systemd/system');
      await mkdir(units, { recursive: true });
      for (const unit of ['campus-portal.service', 'campus-portal-migrate.service']) {
        await copyFile(join(ROOT, 'deploy/systemd', unit), join(units, unit));
      }
      await mkdir(join(machine, 'etc/campus-portal'), { recursive: true });
      await copyFile(
        join(ROOT, 'deploy/systemd/portal.env.example'),
        join(machine, 'etc/campus-portal/portal.env'),
      );
      // The targets the units name (network-online.target, multi-user.target…), from the machine's systemd.
      await cp('/usr/lib/systemd/system', join(machine, 'usr/lib/systemd/system'), {
        recursive: true,
        verbatimSymlinks: true,
      });
      const verify = await run('systemd-analyze', [
        'verify',
        `--root=${machine}`,
        join(units, 'campus-portal.service'),
        join(units, 'campus-portal-migrate.service'),
      ]);
      // It exits 0 even when it ignores a setting it cannot parse: anything said is a failure.
      expect(verify.stderr).toBe('');
      expect(verify.stdout).toBe('');
    },
    MINUTE,
  );
});
