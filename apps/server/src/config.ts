/**
 * The server's configuration, read from the environment once at start-up and validated: a bad value stops
 * the start with an error naming the variable (ARCHITECTURE.md "Configuration is read once and validated").
 * Nothing here switches on NODE_ENV; every behaviour has its own variable.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Client id of the portal in the embedded identity provider. */
export const EMBEDDED_CLIENT_ID = 'portal';
/** Where the embedded identity provider is mounted, under PUBLIC_URL. */
export const EMBEDDED_ISSUER_PATH = '/oidc';

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /** dataDir null = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

export type OidcConfig =
  | { mode: 'embedded'; issuer: string; clientId: string; accountUrl: null }
  | { mode: 'external'; issuer: string; clientId: string; accountUrl: string | null };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Origin the portal is reached at, without trailing slash. */
  publicUrl: string;
  oidc: OidcConfig;
  backendToken: { secret: string | null };
  /** Server-side sessions (docs/decisions/008-server-side-sessions.md). */
  sessions: { idleTimeoutSeconds: number; maxLifetimeSeconds: number };
  supportEmail: string;
  storeLinks: { ios: string; android: string };
  webDistDir: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  seedSampleData: boolean;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** The variables the server reads, for the README table and for error messages. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server listens on.' },
  {
    name: 'DATA_DIR',
    default: './data (of the directory npm was started from, i.e. the repository root for `npm start`)',
    description: 'Where the embedded database (PGlite) keeps its files. Unused when DATABASE_URL is set.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite in DATA_DIR/pglite)',
    description: 'PostgreSQL connection string, e.g. postgres://user:pass@host:5432/portal.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:${PORT}',
    description:
      'Origin people reach the portal at (no path, no trailing slash); used for redirects and token issuers.',
  },
  {
    name: 'OIDC_ISSUER',
    default: '(unset: embedded identity provider at ${PUBLIC_URL}/oidc)',
    description: 'Issuer URL of the campus identity provider. Set together with OIDC_CLIENT_ID.',
  },
  {
    name: 'OIDC_CLIENT_ID',
    default: '(unset: `portal`, the embedded provider’s client)',
    description: 'Client id of the portal at the campus identity provider. Set together with OIDC_ISSUER.',
  },
  {
    name: 'OIDC_ACCOUNT_URL',
    default: '(unset)',
    description: 'Account page of the campus identity provider (password change), external mode only.',
  },
  {
    name: 'BACKEND_TOKEN_SECRET',
    default: '(unset: random, generated once and kept in the database)',
    description:
      'Secret (at least 32 characters) that signs backend tokens and the identity provider cookies.',
  },
  {
    name: 'SESSION_IDLE_TIMEOUT_SECONDS',
    default: '604800 (7 days)',
    description:
      'A session unused for this long ends; each backend token expires after this long unless renewed.',
  },
  {
    name: 'SESSION_MAX_LIFETIME_SECONDS',
    default: '2592000 (30 days)',
    description:
      'A session ends this long after sign-in however often it is used (renewal never extends it).',
  },
  {
    name: 'BACKEND_TOKEN_TTL_SECONDS',
    default: '(unset)',
    description: 'Former name of SESSION_IDLE_TIMEOUT_SECONDS, still read when that one is unset.',
  },
  {
    name: 'SUPPORT_EMAIL',
    default: 'portail@campus.example',
    description: 'Support address shown on the landing page.',
  },
  {
    name: 'IOS_APP_URL',
    default: 'https://apps.apple.com/app/campus-portal/id0000000000',
    description: 'App Store page of the native app (placeholder until the app is published).',
  },
  {
    name: 'ANDROID_APP_URL',
    default: 'https://play.google.com/store/apps/details?id=org.campus.portal',
    description: 'Google Play page of the native app (placeholder until the app is published).',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist of this repository',
    description: 'Folder of the built web app served at /.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'true behind a reverse proxy that sets X-Forwarded-For/-Proto/-Host.',
  },
  {
    name: 'SEED_SAMPLE_DATA',
    default: 'true with the embedded database, false with DATABASE_URL',
    description:
      'Seed the sample campus (houses, tags, people, sign-in accounts, content) into an empty database.',
  },
];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** An unset or blank variable counts as unset, so `FOO=` in a .env file means "use the default". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max}, got ${raw}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function httpUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL, got "${raw}"`);
  }
  return url;
}

function publicUrl(env: Env, port: number): string {
  const raw = read(env, 'PUBLIC_URL');
  if (raw === undefined) return `http://localhost:${port}`;
  const url = httpUrl('PUBLIC_URL', raw);
  // The portal's own paths (/loginredirect, /oidc…) are served at the root, so a path here would make every
  // redirect URI wrong.
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be an origin without path, e.g. https://portal.example.org, got "${raw}"`,
    );
  }
  return url.origin;
}

function oidc(env: Env, portalUrl: string): OidcConfig {
  const issuer = read(env, 'OIDC_ISSUER');
  const clientId = read(env, 'OIDC_CLIENT_ID');
  if (issuer === undefined && clientId === undefined) {
    return {
      mode: 'embedded',
      issuer: `${portalUrl}${EMBEDDED_ISSUER_PATH}`,
      clientId: EMBEDDED_CLIENT_ID,
      accountUrl: null,
    };
  }
  if (issuer === undefined) throw new ConfigError('OIDC_ISSUER', 'must be set when OIDC_CLIENT_ID is set');
  if (clientId === undefined) throw new ConfigError('OIDC_CLIENT_ID', 'must be set when OIDC_ISSUER is set');
  httpUrl('OIDC_ISSUER', issuer);
  const accountUrl = read(env, 'OIDC_ACCOUNT_URL');
  if (accountUrl !== undefined) httpUrl('OIDC_ACCOUNT_URL', accountUrl);
  // The issuer is kept exactly as given: it must equal the `iss` claim of the id tokens character for character.
  return { mode: 'external', issuer, clientId, accountUrl: accountUrl ?? null };
}

function database(env: Env, dataDir: string): DatabaseConfig {
  const url = read(env, 'DATABASE_URL');
  if (url === undefined) return { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') };
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres:// or postgresql://');
  }
  return { kind: 'postgres', url };
}

const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: Env): Config {
  const port = integer(env, 'PORT', 8080, 1, 65_535);
  const host = read(env, 'HOST') ?? '0.0.0.0';

  // `npm start` at the repository root runs `npm run start -w apps/server`, whose working directory is
  // apps/server; npm keeps the directory it was started from in INIT_CWD, so ./data lands at the repository
  // root as the README promises. Without npm (node src/main.ts), the working directory is used.
  const baseDir = read(env, 'INIT_CWD') ?? process.cwd();
  const rawDataDir = read(env, 'DATA_DIR') ?? './data';
  const dataDir = isAbsolute(rawDataDir) ? rawDataDir : resolve(baseDir, rawDataDir);

  const portalUrl = publicUrl(env, port);

  const secret = read(env, 'BACKEND_TOKEN_SECRET') ?? null;
  if (secret !== null && secret.length < 32) {
    throw new ConfigError('BACKEND_TOKEN_SECRET', 'must be at least 32 characters long');
  }

  const supportEmail = read(env, 'SUPPORT_EMAIL') ?? 'portail@campus.example';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail)) {
    throw new ConfigError('SUPPORT_EMAIL', `must be an e-mail address, got "${supportEmail}"`);
  }

  const ios = read(env, 'IOS_APP_URL') ?? 'https://apps.apple.com/app/campus-portal/id0000000000';
  const android =
    read(env, 'ANDROID_APP_URL') ?? 'https://play.google.com/store/apps/details?id=org.campus.portal';
  httpUrl('IOS_APP_URL', ios);
  httpUrl('ANDROID_APP_URL', android);

  const logLevel = read(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const webDist = read(env, 'WEB_DIST_DIR');
  const databaseConfig = database(env, dataDir);

  const maxLifetimeSeconds = integer(env, 'SESSION_MAX_LIFETIME_SECONDS', 2_592_000, 300, 31_536_000);
  // BACKEND_TOKEN_TTL_SECONDS meant "a token lasts this long unless users/me renews it": the idle timeout.
  const idleVariable =
    read(env, 'SESSION_IDLE_TIMEOUT_SECONDS') === undefined &&
    read(env, 'BACKEND_TOKEN_TTL_SECONDS') !== undefined
      ? 'BACKEND_TOKEN_TTL_SECONDS'
      : 'SESSION_IDLE_TIMEOUT_SECONDS';
  const idleTimeoutSeconds = integer(env, idleVariable, 604_800, 60, 31_536_000);
  if (idleTimeoutSeconds > maxLifetimeSeconds) {
    throw new ConfigError(
      idleVariable,
      `must not exceed SESSION_MAX_LIFETIME_SECONDS (${maxLifetimeSeconds}), got ${idleTimeoutSeconds}`,
    );
  }

  return {
    port,
    host,
    dataDir,
    database: databaseConfig,
    publicUrl: portalUrl,
    oidc: oidc(env, portalUrl),
    backendToken: { secret },
    sessions: { idleTimeoutSeconds, maxLifetimeSeconds },
    supportEmail,
    storeLinks: { ios, android },
    webDistDir: webDist === undefined ? DEFAULT_WEB_DIST_DIR : resolve(baseDir, webDist),
    logLevel: logLevel as LogLevel,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    // A real PostgreSQL is a real campus: its sample data must be asked for, never slipped in.
    seedSampleData: boolean(env, 'SEED_SAMPLE_DATA', databaseConfig.kind === 'pglite'),
  };
}
