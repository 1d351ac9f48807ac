import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES } from '../../apps/server/src/config.ts';
import {
  parseAssignments,
  parseImageRuntime,
  parseScriptCommand,
  parseServiceUnit,
  readServiceUnit,
} from './deployment-files.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFile(`${ROOT}${path}`, 'utf8');

describe('reading the deployment files', () => {
  it('reads assignments, quoted or not, as ENV and Environment= write them', () => {
    expect(parseAssignments('A=1 B="two words" C=$PATH:/x D=')).toEqual({
      A: '1',
      B: 'two words',
      C: '$PATH:/x',
      D: '',
    });
  });

  it('reads a script as npm runs it: the assignments before the command, then its words', () => {
    expect(parseScriptCommand('A=2 B_=131072 node --flag dist/main.js')).toEqual({
      env: { A: '2', B_: '131072' },
      command: 'node',
      args: ['--flag', 'dist/main.js'],
    });
    expect(parseScriptCommand('node main.js')).toEqual({ env: {}, command: 'node', args: ['main.js'] });
  });

  it("reads only a Dockerfile's final stage, across continued lines", () => {
    const runtime = parseImageRuntime(`
FROM base AS build
ENV BUILD_ONLY=1
CMD ["make"]
FROM base
WORKDIR /opt/app
# a comment
ENV PATH=/opt/app/bin:$PATH \\
    PORT=8080
USER app
EXPOSE 8080
HEALTHCHECK --interval=10s \\
  CMD ["node", "-e", "probe()"]
CMD ["node", "main.js"]
`);
    expect(runtime).toEqual({
      workdir: '/opt/app',
      user: 'app',
      env: { PATH: '/opt/app/bin:$PATH', PORT: '8080' },
      cmd: ['node', 'main.js'],
      healthcheck: ['node', '-e', 'probe()'],
      exposed: ['8080'],
    });
  });

  it('refuses a shell-form CMD, which would hide the real command behind sh -c', () => {
    expect(() => parseImageRuntime('FROM base\nCMD node main.js\n')).toThrow(/exec form/);
  });

  it("reads a unit's [Service] section: environment, command, stop timeout", () => {
    const unit = parseServiceUnit(`
[Unit]
Description=x
Environment=IGNORED=1
[Service]
Environment=A=1 B=2
Environment=C=3
ExecStart=/opt/app/bin/node --flag main.js
TimeoutStopSec=2min
`);
    expect(unit.environment).toEqual({ A: '1', B: '2', C: '3' });
    expect(unit.execStart).toEqual(['/opt/app/bin/node', '--flag', 'main.js']);
    expect(unit.timeoutStopSec).toBe(120);
  });
});

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  env_file?: string;
  volumes?: string[];
  expose?: string[];
  ports?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
}

const dockerfile = await read('Dockerfile');
const image = parseImageRuntime(dockerfile);
const portalUnit = await readServiceUnit(`${ROOT}deploy/systemd/campus-portal.service`);
const migrateUnit = await readServiceUnit(`${ROOT}deploy/systemd/campus-portal-migrate.service`);
const composeText = await read('compose.yaml');
const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (found === undefined) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};
const PORTALS = ['portal-1', 'portal-2'];
const serverStart = (JSON.parse(await read('apps/server/package.json')) as { scripts: { start: string } })
  .scripts.start;
/** What npm start sets before `node`: the C library's allocator settings, which glibc reads, not the server. */
const serverStartCommand = parseScriptCommand(serverStart);
const START_ENVIRONMENT = serverStartCommand.env;

/** The balancer configuration compose mounts (apps/server's rolling-restart test runs it too). */
const BALANCER_CONFIG = 'deploy/haproxy/haproxy.cfg';

const SERVER_VARIABLES = new Set(CONFIG_VARIABLES.map((variable) => variable.name));

/** The names an env file sets, or shows commented out (`#NAME=value`). */
const envFileNames = (text: string) =>
  [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1] ?? '');

describe('the image, the compose file and the systemd units run the same thing', () => {
  it("starts the server with npm start's node flags and allocator settings", () => {
    // apps/server's start script: NAME=value … node <flags> dist/main.js, run in apps/server.
    expect(Object.keys(START_ENVIRONMENT)).toEqual(['MALLOC_ARENA_MAX', 'MALLOC_TRIM_THRESHOLD_']);
    for (const [name, value] of Object.entries(START_ENVIRONMENT)) {
      expect(image.env[name], `Dockerfile ENV ${name}`).toBe(value);
      expect(portalUnit.environment[name], `campus-portal.service ${name}`).toBe(value);
    }
    const { command: node, args: rest } = serverStartCommand;
    expect(node).toBe('node');
    const withPath = rest.map((arg) => (arg === 'dist/main.js' ? 'apps/server/dist/main.js' : arg));
    expect(image.cmd).toEqual(['node', ...withPath]);
    expect(portalUnit.execStart).toEqual(['/opt/campus-portal/bin/node', ...withPath]);
    expect(portalUnit.workingDirectory).toBe('/opt/campus-portal');
    expect(image.workdir).toBe('/opt/campus-portal');
  });

  it('migrates with one command, and starts the instances without migrating', () => {
    expect(migrateUnit.execStart).toEqual(['/opt/campus-portal/bin/node', 'apps/server/dist/migrate.js']);
    expect(service('migrate').command).toEqual(['node', 'apps/server/dist/migrate.js']);
    for (const name of PORTALS) {
      expect(service(name).command, name).toBeUndefined();
      expect(service(name).environment?.MIGRATE_ON_START, name).toBe('false');
      expect(service(name).depends_on?.migrate, name).toEqual({
        condition: 'service_completed_successfully',
      });
    }
    expect(service('migrate').depends_on?.postgres).toEqual({ condition: 'service_healthy' });
    expect(portalUnit.environment.MIGRATE_ON_START).toBe('false');
  });

  it('waits longer than the drain before killing an instance', () => {
    const drain = Number(portalUnit.environment.SHUTDOWN_DRAIN_SECONDS);
    expect(drain).toBeGreaterThan(0);
    expect(portalUnit.timeoutStopSec).toBeGreaterThanOrEqual(drain + 10);
    expect(portalUnit.settings.get('KillSignal')).toEqual(['SIGTERM']);
    for (const name of PORTALS) {
      const composeDrain = Number(service(name).environment?.SHUTDOWN_DRAIN_SECONDS);
      const grace = Number(/^(\d+)s$/.exec(service(name).stop_grace_period ?? '')?.[1]);
      expect(grace, name).toBeGreaterThanOrEqual(composeDrain + 10);
    }
  });
});

describe('the Dockerfile', () => {
  it('copies the bundle `npm run bundle -- --out dist/campus-portal.tar.gz` writes, the only file of its context', async () => {
    const bundle = /^ARG BUNDLE=(\S+)$/m.exec(dockerfile)?.[1];
    expect(bundle).toBe('dist/campus-portal.tar.gz');
    expect(dockerfile).toMatch(/^COPY \$\{BUNDLE\} /m);
    const ignore = (await read('.dockerignore'))
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    // Everything is left out, then only bundles are let in.
    expect(ignore[0]).toBe('*');
    const included = ignore.slice(1).map((line) => {
      expect(line.startsWith('!'), line).toBe(true);
      return line.slice(1);
    });
    expect(included.some((pattern) => matchesGlob(bundle ?? '', pattern))).toBe(true);
    expect(included.every((pattern) => pattern.endsWith('.tar.gz'))).toBe(true);
  });

  it('runs the bundle as a user of its own, on the port it exposes, with a health check on readiness', () => {
    expect(image.user).not.toMatch(/^(root|0)(:|$)/);
    expect(image.exposed).toEqual([image.env.PORT]);
    expect(image.env.PATH?.startsWith('/opt/campus-portal/bin:')).toBe(true);
    expect(image.healthcheck.join(' ')).toContain('/health/ready');
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
  });

  it('takes its base image as a build argument, for every stage', () => {
    expect(dockerfile).toMatch(/^ARG BASE_IMAGE=\S+$/m);
    const froms = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(froms.length).toBeGreaterThanOrEqual(2);
    expect(new Set(froms)).toEqual(new Set(['${BASE_IMAGE}']));
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL, the migration, two instances of the image and the balancer, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['balancer', 'migrate', ...PORTALS, 'postgres']);
    for (const name of ['migrate', ...PORTALS]) {
      expect(service(name).image, name).toBe(service('portal-1').image);
    }
    // The instances' health check is the image's HEALTHCHECK (readiness), not a second copy of it.
    for (const name of PORTALS) expect(service(name).healthcheck, name).toBeUndefined();
    expect(service('migrate').healthcheck).toEqual({ disable: true });
    // One shell line: podman-compose 1.0 (Debian 12's) breaks the quoting of a CMD list.
    for (const name of ['postgres', 'balancer']) {
      const test = service(name).healthcheck?.test ?? [];
      expect(test[0], name).toBe('CMD-SHELL');
      expect(test, name).toHaveLength(2);
    }
    expect(service('postgres').volumes).toEqual(['postgres-data:/var/lib/postgresql/data']);
  });

  it("points the balancer at the instances on the image's port, with the ops-lifecycle branch's configuration", () => {
    const port = image.env.PORT ?? '';
    for (const name of PORTALS) expect(service(name).expose, name).toEqual([port]);
    const balancer = service('balancer');
    expect(balancer.environment).toMatchObject({
      PORTAL_1: `portal-1:${port}`,
      PORTAL_2: `portal-2:${port}`,
    });
    const listen = balancer.environment?.BALANCER_PORT ?? '';
    expect(balancer.ports).toEqual([`\${BALANCER_PUBLISH:-8080}:${listen}`]);
    expect(balancer.healthcheck?.test?.[1]).toContain(`/dev/tcp/127.0.0.1/${listen}`);
    const mount = balancer.volumes?.[0]?.split(':') ?? [];
    expect(mount[0]).toBe(`./${BALANCER_CONFIG}`);
    expect(balancer.command).toContain(mount[1]);
    for (const depended of PORTALS) {
      expect(balancer.depends_on?.[depended]).toEqual({ condition: 'service_healthy' });
    }
  });

  it('mounts only files of the repository that exist, besides the balancer configuration', () => {
    const binds = Object.values(compose.services)
      .flatMap((entry) => entry.volumes ?? [])
      .map((volume) => volume.split(':')[0] ?? '')
      .filter((source) => source.startsWith('.'));
    for (const source of binds) {
      if (source === `./${BALANCER_CONFIG}`) continue;
      expect(existsSync(`${ROOT}${source}`), source).toBe(true);
    }
  });

  it('gives the instances, the image and the units only variables the server reads', async () => {
    const composeVariables = new Set(
      [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]),
    );
    expect([...composeVariables].sort()).toEqual([
      'BALANCER_PUBLISH',
      'HAPROXY_IMAGE',
      'PORTAL_IMAGE',
      'POSTGRES_IMAGE',
      'POSTGRES_PASSWORD',
    ]);
    const given = [
      ...['migrate', ...PORTALS].flatMap((name) => Object.keys(service(name).environment ?? {})),
      ...Object.keys(image.env).filter((name) => name !== 'PATH'),
      ...Object.keys(portalUnit.environment),
      ...Object.keys(migrateUnit.environment),
      ...envFileNames(await read('deploy/systemd/portal.env.example')),
      // compose reads its own variables from the same .env file it hands to the instances.
      ...envFileNames(await read('deploy/compose.env.example')).filter((name) => !composeVariables.has(name)),
    ];
    expect(given.length).toBeGreaterThan(10);
    expect(given.filter((name) => !SERVER_VARIABLES.has(name) && !(name in START_ENVIRONMENT))).toEqual([]);
    expect(service('portal-1').env_file).toBe('.env');
  });
});

describe('deploy/haproxy/haproxy.cfg', () => {
  it('takes the addresses compose gives it and checks readiness', async () => {
    const config = await read(BALANCER_CONFIG);
    for (const name of ['PORTAL_1', 'PORTAL_2', 'BALANCER_PORT']) {
      expect(config, name).toContain(`\${${name}}`);
    }
    expect(config).toMatch(/^\s*option httpchk\b/m);
    expect(config).toContain('/health/ready');
  });
});
