/**
 * The server's configuration, read from the environment once at start-up and validated: a bad value stops
 * the start with an error naming the variable (docs/architecture.md, "Configuration is read once and validated").
 * Nothing here switches on NODE_ENV; every behaviour has its own variable.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { serverPath } from './server-files.ts';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Client id of the portal in the embedded identity provider. */
export const EMBEDDED_CLIENT_ID = 'portal';
/** Where the embedded identity provider is mounted, under PUBLIC_URL. */
export const EMBEDDED_ISSUER_PATH = '/oidc';
/** The embedded identity provider's account page (change one's password), the Settings row's link (§2.12). */
export const EMBEDDED_ACCOUNT_PATH = '/idp/account';

export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      /** Connections this instance opens at most (pg's pool `max`). */
      poolSize: number;
      /** PostgreSQL cancels a statement running longer (0: never); migrations run without it. */
      statementTimeoutMs: number;
    }
  /** dataDir null = in memory (tests). */
  | { kind: 'pglite'; dataDir: string | null };

/** The claim in which the embedded identity provider gives a resident's rooms (IDENTITY_ROOM_CLAIM's default). */
export const EMBEDDED_ROOM_CLAIM = 'campus_rooms';

/**
 * `roomClaim`: the id token claim that carries the person's room(s), recorded at sign-in
 * (apps/server/src/auth/claimed-rooms.ts); null: rooms come from the import only.
 */
export type OidcConfig =
  | { mode: 'embedded'; issuer: string; clientId: string; accountUrl: string; roomClaim: string | null }
  | {
      mode: 'external';
      issuer: string;
      clientId: string;
      accountUrl: string | null;
      roomClaim: string | null;
    };

/**
 * Where invoices come from (spec §2.7): the campus billing system by URL, or in the embedded default the
 * sample billing source this server hosts at /billing (reached in-process, with a key derived from the
 * server secret).
 */
export type BillingConfig =
  | { mode: 'embedded'; url: string; apiKey: null; timeoutMs: number }
  | { mode: 'external'; url: string; apiKey: string; timeoutMs: number };

/** Where the sample billing source is mounted, under PUBLIC_URL (embedded default only). */
export const SAMPLE_BILLING_PATH = '/billing';

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
  /** The campus map's tile server (spec §2.8), handed to the web app. */
  map: { tileUrl: string; attribution: string; attributionUrl: string; maxNativeZoom: number };
  /** Spec §4 Notifications: the inbox refresh, handed to the web app. */
  notifications: { refreshMs: number };
  /** Spec §2.13: how long a signed identity QR payload is accepted (docs/decisions/013). */
  identityQr: { ttlSeconds: number };
  /** Web Push (issue #12): the VAPID key pair (null: generated and kept in the database), the push services. */
  push: {
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
    serviceOrigins: string[];
    /** The native app's push (ADR 016): Firebase Cloud Messaging with a service account; null: off. */
    fcm: {
      url: string;
      serviceAccount: { projectId: string; clientEmail: string; privateKey: string; tokenUri: string };
    } | null;
  };
  billing: BillingConfig;
  /** Contact form e-mail (issue #15): the SMTP server by URL, or null to keep messages in the local outbox. */
  mail: { smtpUrl: string | null; from: string };
  /** Form submissions and contact entries a person (or, signed out, an address) may make in a minute. */
  forms: { submissionsPerMinute: number; submissionsPerMinutePerAddress: number };
  /** The Prometheus metrics' own port (docs/decisions/024); null: no metrics endpoint. */
  metrics: { port: number | null };
  webDistDir: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  seedSampleData: boolean;
  /** Start-up (docs/decisions/023): wait this long for the database; migrate or only check the schema. */
  startUp: { databaseTimeoutSeconds: number; migrate: boolean };
  /** What SIGTERM does (docs/decisions/023): report not ready and keep serving this long, then close. */
  shutdown: { drainSeconds: number };
  /** PORTAL_COMMIT: the commit to report instead of the one the build recorded. */
  commit: string | null;
}

export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** What the README says a variable's default is: the value, with a note, or the text for an unset one. */
// A type, not an interface: schema options must accept an index signature.
type Documented = {
  /** Shown after the default value, in parentheses: `604800 (7 days)`. */
  defaultNote?: string;
  /** Shown instead, for a variable whose default is not a fixed value. */
  defaultText?: string;
  /** What a valid value looks like, for the error message: `must be <expected>, got "…"`. */
  expected?: string;
  /** Never repeated in an error message (it would land in the logs). */
  secret?: boolean;
};

const documented = <T extends object>(options: T & Documented & { description: string }) => options;

const HTTP_URL = { pattern: '^https?://\\S+$', expected: 'an absolute http(s) URL' };
const SECONDS = (minimum: number) => ({ minimum, maximum: 31_536_000 });

/**
 * Every variable the server reads, with its bounds, its default (the only place each default is written)
 * and its documentation (the README's variables table). Values arrive as text; integers and booleans are
 * converted before the check, and the first problem stops the start with a ConfigError naming the variable.
 */
const EnvSchema = Type.Object({
  PORT: Type.Integer(
    documented({
      minimum: 1,
      maximum: 65_535,
      default: 8080,
      description: 'TCP port the server listens on.',
    }),
  ),
  HOST: Type.String(documented({ default: '0.0.0.0', description: 'Interface the server listens on.' })),
  DATA_DIR: Type.String(
    documented({
      default: './data',
      defaultNote: 'of the directory npm was started from, i.e. the repository root for `npm start`',
      description: 'Where the embedded database (PGlite) keeps its files. Unused when DATABASE_URL is set.',
    }),
  ),
  DATABASE_URL: Type.Optional(
    Type.String(
      documented({
        pattern: '^postgres(ql)?://',
        expected: 'a URL starting with postgres:// or postgresql://',
        defaultText: '(unset: embedded PGlite in DATA_DIR/pglite)',
        description: 'PostgreSQL connection string, e.g. postgres://user:pass@host:5432/portal.',
      }),
    ),
  ),
  DATABASE_POOL_SIZE: Type.Integer(
    documented({
      minimum: 1,
      maximum: 1_000,
      default: 10,
      description:
        'Connections to PostgreSQL one instance opens at most; instances × this must stay under the server’s max_connections.',
    }),
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: Type.Integer(
    documented({
      minimum: 0,
      maximum: 3_600_000,
      default: 30_000,
      defaultNote: '30 s',
      description:
        'PostgreSQL cancels a statement that runs longer, and the request answers 503 (0: no limit). Migrations run without it; unused with PGlite.',
    }),
  ),
  PUBLIC_URL: Type.Optional(
    Type.String(
      documented({
        ...HTTP_URL,
        defaultText: 'http://localhost:${PORT}',
        description:
          'Origin people reach the portal at (no path, no trailing slash); used for redirects and token issuers.',
      }),
    ),
  ),
  OIDC_ISSUER: Type.Optional(
    Type.String(
      documented({
        ...HTTP_URL,
        defaultText: '(unset: embedded identity provider at ${PUBLIC_URL}/oidc)',
        description: 'Issuer URL of the campus identity provider. Set together with OIDC_CLIENT_ID.',
      }),
    ),
  ),
  OIDC_CLIENT_ID: Type.Optional(
    Type.String(
      documented({
        defaultText: '(unset: `portal`, the embedded provider’s client)',
        description:
          'Client id of the portal at the campus identity provider. Set together with OIDC_ISSUER.',
      }),
    ),
  ),
  OIDC_ACCOUNT_URL: Type.Optional(
    Type.String(
      documented({
        ...HTTP_URL,
        defaultText: '(unset)',
        description: 'Account page of the campus identity provider (password change), external mode only.',
      }),
    ),
  ),
  IDENTITY_ROOM_CLAIM: Type.Optional(
    Type.String(
      documented({
        pattern: '^\\S{1,200}$',
        expected: 'a claim name without spaces',
        defaultText:
          '(unset: `campus_rooms` with the embedded provider, else no room from the identity provider)',
        description:
          'The id token claim that carries a resident’s room: a string (the room in their only house) or an object {house slug: room}; recorded at sign-in (docs/production.md).',
      }),
    ),
  ),
  BACKEND_TOKEN_SECRET: Type.Optional(
    Type.String(
      documented({
        minLength: 32,
        expected: 'at least 32 characters long',
        secret: true,
        defaultText: '(unset: random, generated once and kept in the database)',
        description:
          'Secret (at least 32 characters) that signs backend tokens and the identity provider cookies.',
      }),
    ),
  ),
  BILLING_URL: Type.Optional(
    Type.String(
      documented({
        ...HTTP_URL,
        defaultText: '(unset: the sample billing source at ${PUBLIC_URL}/billing)',
        description:
          'Base URL of the campus billing system (invoices, docs/production.md). Set together with BILLING_API_KEY.',
      }),
    ),
  ),
  BILLING_API_KEY: Type.Optional(
    Type.String(
      documented({
        minLength: 16,
        expected: 'at least 16 characters long',
        secret: true,
        defaultText: '(unset: derived from the server secret, for the sample billing source)',
        description: 'Bearer key the portal sends to the billing system. Required when BILLING_URL is set.',
      }),
    ),
  ),
  BILLING_TIMEOUT_MS: Type.Integer(
    documented({
      minimum: 1,
      maximum: 120_000,
      default: 10_000,
      description:
        'How long the portal waits for the billing system before answering 503 rest_billing_unavailable.',
    }),
  ),
  SESSION_IDLE_TIMEOUT_SECONDS: Type.Integer(
    documented({
      ...SECONDS(60),
      default: 604_800,
      defaultNote: '7 days',
      description:
        'A session unused for this long ends; each backend token expires after this long unless renewed.',
    }),
  ),
  SESSION_MAX_LIFETIME_SECONDS: Type.Integer(
    documented({
      ...SECONDS(300),
      default: 2_592_000,
      defaultNote: '30 days',
      description:
        'A session ends this long after sign-in however often it is used (renewal never extends it).',
    }),
  ),
  BACKEND_TOKEN_TTL_SECONDS: Type.Optional(
    Type.Integer(
      documented({
        ...SECONDS(60),
        defaultText: '(unset)',
        description: 'Former name of SESSION_IDLE_TIMEOUT_SECONDS, still read when that one is unset.',
      }),
    ),
  ),
  SUPPORT_EMAIL: Type.String(
    documented({
      pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      expected: 'an e-mail address',
      default: 'portail@campus.example',
      description: 'Support address shown on the landing page.',
    }),
  ),
  MAP_TILE_URL: Type.String(
    documented({
      pattern: '^https?://\\S*\\{z\\}\\S*\\{x\\}\\S*\\{y\\}\\S*$',
      expected: 'an absolute http(s) URL template with {z}, {x} and {y}',
      default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      description:
        "Tile URL template of the campus map (spec §2.8); the CSP allows its origin for images. OpenStreetMap's tile policy asks heavy users for their own tile server (docs/production.md).",
    }),
  ),
  MAP_TILE_ATTRIBUTION: Type.String(
    documented({
      minLength: 1,
      expected: 'a non-empty text',
      default: '© OpenStreetMap contributors',
      description: 'Attribution shown on the map, as the tile provider requires.',
    }),
  ),
  MAP_TILE_ATTRIBUTION_URL: Type.String(
    documented({
      ...HTTP_URL,
      default: 'https://www.openstreetmap.org/copyright',
      description: 'Where the map attribution links to (the tile and data licence).',
    }),
  ),
  MAP_TILE_MAX_NATIVE_ZOOM: Type.Integer(
    documented({
      minimum: 1,
      maximum: 22,
      default: 19,
      description: 'Highest zoom the tile server draws; the map scales those tiles up to its zoom 22.',
    }),
  ),
  VAPID_PUBLIC_KEY: Type.Optional(
    Type.String(
      documented({
        minLength: 20,
        pattern: '^[A-Za-z0-9_-]+$',
        expected: 'a base64url VAPID public key',
        defaultText: '(unset: a key pair generated on first start and kept in the database)',
        description: 'Web Push VAPID public key (base64url). Set together with VAPID_PRIVATE_KEY.',
      }),
    ),
  ),
  VAPID_PRIVATE_KEY: Type.Optional(
    Type.String(
      documented({
        minLength: 20,
        pattern: '^[A-Za-z0-9_-]+$',
        expected: 'a base64url VAPID private key',
        secret: true,
        defaultText: '(unset: see VAPID_PUBLIC_KEY)',
        description: 'Web Push VAPID private key (base64url). Required when VAPID_PUBLIC_KEY is set.',
      }),
    ),
  ),
  VAPID_SUBJECT: Type.Optional(
    Type.String(
      documented({
        pattern: '^(mailto:|https://)\\S+$',
        expected: 'a mailto: or https: URL',
        defaultText: '(unset: mailto:${SUPPORT_EMAIL})',
        description: 'Contact of the portal that push services may use to reach its operators.',
      }),
    ),
  ),
  PUSH_SERVICE_ORIGINS: Type.String(
    documented({
      pattern: '^https?://[^,\\s]+(,https?://[^,\\s]+)*$',
      expected: 'a comma-separated list of origins, e.g. https://fcm.googleapis.com,https://*.push.apple.com',
      default:
        'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://*.push.apple.com,https://*.notify.windows.com',
      defaultNote: "the browsers' push services",
      description:
        'The push services the portal posts to (a browser names its own in its subscription; no other URL is contacted). *. allows the subdomains.',
    }),
  ),
  FCM_URL: Type.String(
    documented({
      ...HTTP_URL,
      default: 'https://fcm.googleapis.com',
      description: "Firebase Cloud Messaging, which pushes to the native apps' devices (ADR 016).",
    }),
  ),
  FCM_SERVICE_ACCOUNT_FILE: Type.Optional(
    Type.String(
      documented({
        minLength: 1,
        expected: "the path of a Google service account's JSON key file",
        defaultText: '(unset: no push to the native apps)',
        description:
          'Google service account JSON key of the Firebase project of the native apps; turns their push on.',
      }),
    ),
  ),
  NOTIFICATIONS_REFRESH_MS: Type.Integer(
    documented({
      minimum: 1_000,
      default: 300_000,
      defaultNote: '5 minutes, spec §9',
      description: 'How often the web app fetches the inbox again; shorter only for tests.',
    }),
  ),
  IDENTITY_QR_TTL_SECONDS: Type.Integer(
    documented({
      minimum: 30,
      maximum: 86_400,
      default: 300,
      defaultNote: '5 minutes',
      description:
        'How long a signed identity QR code is accepted after it is drawn (the card redraws it before); as short as the campus readers allow.',
    }),
  ),
  SMTP_URL: Type.Optional(
    Type.String(
      documented({
        pattern: '^smtps?://\\S+$',
        expected: 'an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.org:465',
        secret: true,
        defaultText: '(unset: e-mails stay in the local outbox, readable by staff; none leaves the machine)',
        description:
          'SMTP server the contact form e-mails are sent through (nodemailer URL, credentials included).',
      }),
    ),
  ),
  MAIL_FROM: Type.Optional(
    Type.String(
      documented({
        pattern: '^[^\\r\\n@<>]*<?[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+>?$',
        expected: 'an e-mail address, optionally with a name: Campus portal <portail@campus.example>',
        defaultText: '(unset: ${SUPPORT_EMAIL})',
        description: 'Sender of the e-mails the portal sends (the person who wrote is the Reply-To).',
      }),
    ),
  ),
  FORM_SUBMISSIONS_PER_MINUTE: Type.Integer(
    documented({
      minimum: 1,
      maximum: 10_000,
      default: 10,
      description: 'Form submissions and contact form entries a signed-in person may send in a minute.',
    }),
  ),
  ANONYMOUS_FORMS_PER_MINUTE: Type.Integer(
    documented({
      minimum: 1,
      maximum: 100_000,
      default: 30,
      description: 'Anonymous form submissions one IP address may send in a minute.',
    }),
  ),
  IOS_APP_URL: Type.String(
    documented({
      ...HTTP_URL,
      default: 'https://apps.apple.com/app/campus-portal/id0000000000',
      description: 'App Store page of the native app (placeholder until the app is published).',
    }),
  ),
  ANDROID_APP_URL: Type.String(
    documented({
      ...HTTP_URL,
      default: 'https://play.google.com/store/apps/details?id=org.campus.portal',
      description: 'Google Play page of the native app (placeholder until the app is published).',
    }),
  ),
  METRICS_PORT: Type.Optional(
    Type.Integer(
      documented({
        minimum: 1,
        maximum: 65_535,
        defaultText: '(unset: no metrics endpoint)',
        description:
          'TCP port of the Prometheus metrics (GET /metrics), on HOST, apart from the public port; keep it off the internet (docs/operations.md).',
      }),
    ),
  ),
  WEB_DIST_DIR: Type.Optional(
    Type.String(
      documented({
        defaultText: 'apps/web/dist of this repository',
        description: 'Folder of the built web app served at /.',
      }),
    ),
  ),
  LOG_LEVEL: Type.Enum(
    LOG_LEVELS,
    documented({
      default: 'info',
      expected: `one of ${LOG_LEVELS.join(', ')}`,
      description: `Log level: ${LOG_LEVELS.join(', ')}.`,
    }),
  ),
  TRUST_PROXY: Type.Boolean(
    documented({
      default: false,
      description: 'true behind a reverse proxy that sets X-Forwarded-For/-Proto/-Host.',
    }),
  ),
  DATABASE_STARTUP_TIMEOUT_SECONDS: Type.Integer(
    documented({
      minimum: 0,
      maximum: 3_600,
      default: 60,
      description:
        'At start, how long to wait for PostgreSQL to accept connections (retrying with backoff) before giving up.',
    }),
  ),
  MIGRATE_ON_START: Type.Boolean(
    documented({
      default: true,
      description:
        'Apply pending migrations at start. false for rolling upgrades: `npm run migrate` applies them first, and a server that finds some pending refuses to start.',
    }),
  ),
  SHUTDOWN_DRAIN_SECONDS: Type.Integer(
    documented({
      minimum: 0,
      maximum: 600,
      default: 10,
      description:
        'On SIGTERM, how long the server reports not ready while still serving, so that the load balancer stops sending it requests before it closes.',
    }),
  ),
  PORTAL_COMMIT: Type.Optional(
    Type.String(
      documented({
        pattern: '^[0-9a-f]{7,64}$',
        expected: 'a git commit id (7 to 64 lowercase hexadecimal digits)',
        defaultText: '(unset: the commit the build recorded, else `git rev-parse HEAD`, else `unknown`)',
        description: 'The commit the running code was built from, shown in /health and the start-up log.',
      }),
    ),
  ),
  SEED_SAMPLE_DATA: Type.Optional(
    Type.Boolean(
      documented({
        defaultText: 'true with the embedded database, false with DATABASE_URL',
        description:
          'Seed the sample campus (houses, tags, people, sign-in accounts, content) into an empty database.',
      }),
    ),
  ),
});
type Env = Static<typeof EnvSchema>;
type EnvName = keyof Env;

type VariableSchema = TSchema &
  Documented & { description: string; default?: unknown; minimum?: number; maximum?: number };
const variableSchemas = EnvSchema.properties as unknown as Record<EnvName, VariableSchema>;

function documentedDefault(schema: VariableSchema): string {
  if (schema.defaultText !== undefined) return schema.defaultText;
  const value = String(schema.default);
  return schema.defaultNote === undefined ? value : `${value} (${schema.defaultNote})`;
}

/** The variables the server reads, for the README table and for error messages. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = Object.entries(variableSchemas).map(
  ([name, schema]) => ({ name, default: documentedDefault(schema), description: schema.description }),
);

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type RawEnv = Readonly<Record<string, string | undefined>>;

/** An unset or blank variable counts as unset, so `FOO=` in a .env file means "use the default". */
function read(env: RawEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  '1': true,
  yes: true,
  false: false,
  '0': false,
  no: false,
};

/**
 * The variables as typed values: text checked for the shape of its type first (TypeBox's conversion would
 * read "12.5" as 12 and "yes" as text), then converted, defaulted and checked against EnvSchema.
 */
function parseEnv(raw: RawEnv): Env {
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(variableSchemas)) {
    const text = read(raw, name);
    if (text === undefined) continue;
    if (Type.IsInteger(schema) && !/^\d+$/.test(text)) {
      throw new ConfigError(name, `must be a whole number, got "${text}"`);
    }
    if (Type.IsBoolean(schema)) {
      const value = BOOLEAN_WORDS[text.toLowerCase()];
      if (value === undefined) throw new ConfigError(name, `must be true or false, got "${text}"`);
      values[name] = value;
      continue;
    }
    values[name] = text;
  }
  const env = Value.Default(EnvSchema, Value.Convert(EnvSchema, values));
  const [error] = Value.Errors(EnvSchema, env);
  if (error !== undefined) {
    const name = error.instancePath.split('/')[1] as EnvName;
    const schema = variableSchemas[name];
    const got = read(raw, name) ?? '';
    if (schema.minimum !== undefined && schema.maximum !== undefined && Type.IsInteger(schema)) {
      throw new ConfigError(
        name,
        `must be between ${String(schema.minimum)} and ${String(schema.maximum)}, got ${got}`,
      );
    }
    const expected = `must be ${schema.expected ?? 'valid'}`;
    throw new ConfigError(name, schema.secret === true ? expected : `${expected}, got "${got}"`);
  }
  return env as Env;
}

function publicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined) return `http://localhost:${port}`;
  const url = URL.parse(raw);
  // The portal's own paths (/loginredirect, /oidc…) are served at the root, so a path here would make every
  // redirect URI wrong.
  if (url === null || url.pathname !== '/' || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be an origin without path, e.g. https://portal.example.org, got "${raw}"`,
    );
  }
  return url.origin;
}

function oidc(env: Env, portalUrl: string): OidcConfig {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = env;
  if (issuer === undefined && clientId === undefined) {
    return {
      mode: 'embedded',
      issuer: `${portalUrl}${EMBEDDED_ISSUER_PATH}`,
      clientId: EMBEDDED_CLIENT_ID,
      accountUrl: `${portalUrl}${EMBEDDED_ACCOUNT_PATH}`,
      roomClaim: env.IDENTITY_ROOM_CLAIM ?? EMBEDDED_ROOM_CLAIM,
    };
  }
  if (issuer === undefined) throw new ConfigError('OIDC_ISSUER', 'must be set when OIDC_CLIENT_ID is set');
  if (clientId === undefined) throw new ConfigError('OIDC_CLIENT_ID', 'must be set when OIDC_ISSUER is set');
  // The issuer is kept exactly as given: it must equal the `iss` claim of the id tokens character for character.
  return {
    mode: 'external',
    issuer,
    clientId,
    accountUrl: env.OIDC_ACCOUNT_URL ?? null,
    roomClaim: env.IDENTITY_ROOM_CLAIM ?? null,
  };
}

function billing(env: Env, portalUrl: string): BillingConfig {
  const { BILLING_URL: url, BILLING_API_KEY: apiKey, BILLING_TIMEOUT_MS: timeoutMs } = env;
  if (url === undefined) {
    if (apiKey !== undefined) throw new ConfigError('BILLING_URL', 'must be set when BILLING_API_KEY is set');
    return { mode: 'embedded', url: `${portalUrl}${SAMPLE_BILLING_PATH}`, apiKey: null, timeoutMs };
  }
  if (apiKey === undefined) throw new ConfigError('BILLING_API_KEY', 'must be set when BILLING_URL is set');
  // The client appends /accounts/…: a trailing slash would double it.
  return { mode: 'external', url: url.replace(/\/+$/, ''), apiKey, timeoutMs };
}

function push(env: Env): Config['push'] {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new ConfigError(
      publicKey === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY',
      'must be set together with the other VAPID key',
    );
  }
  return {
    vapid: publicKey === undefined || privateKey === undefined ? null : { publicKey, privateKey },
    subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    serviceOrigins: env.PUSH_SERVICE_ORIGINS.split(','),
    fcm:
      env.FCM_SERVICE_ACCOUNT_FILE === undefined
        ? null
        : { url: env.FCM_URL, serviceAccount: fcmServiceAccount(env.FCM_SERVICE_ACCOUNT_FILE) },
  };
}

/** The fields of a Google service account key file the portal needs to sign in to FCM. */
function fcmServiceAccount(path: string): NonNullable<Config['push']['fcm']>['serviceAccount'] {
  let key: Record<string, unknown>;
  try {
    key = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    throw new ConfigError('FCM_SERVICE_ACCOUNT_FILE', 'must name a readable JSON file');
  }
  const field = (name: string): string => {
    const value = key[name];
    if (typeof value !== 'string' || value === '') {
      throw new ConfigError('FCM_SERVICE_ACCOUNT_FILE', `must hold a service account key (no ${name})`);
    }
    return value;
  };
  return {
    projectId: field('project_id'),
    clientEmail: field('client_email'),
    privateKey: field('private_key'),
    tokenUri: field('token_uri'),
  };
}

const DEFAULT_WEB_DIST_DIR = serverPath('../web/dist');

export function loadConfig(raw: RawEnv): Config {
  const env = parseEnv(raw);

  // `npm start` at the repository root runs `npm run start -w apps/server`, whose working directory is
  // apps/server; npm keeps the directory it was started from in INIT_CWD, so ./data lands at the repository
  // root as the README promises. Without npm (node src/main.ts), the working directory is used.
  const baseDir = read(raw, 'INIT_CWD') ?? process.cwd();
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(baseDir, env.DATA_DIR);
  const portalUrl = publicUrl(env.PUBLIC_URL, env.PORT);
  const database: DatabaseConfig =
    env.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') }
      : {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        };
  // The metrics must never be served on the public port by mistake (docs/decisions/024).
  if (env.METRICS_PORT === env.PORT) {
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${env.PORT}), got ${env.METRICS_PORT}`);
  }

  // BACKEND_TOKEN_TTL_SECONDS meant "a token lasts this long unless users/me renews it": the idle timeout.
  const legacyIdle =
    read(raw, 'SESSION_IDLE_TIMEOUT_SECONDS') === undefined ? env.BACKEND_TOKEN_TTL_SECONDS : undefined;
  const idleVariable =
    legacyIdle === undefined ? 'SESSION_IDLE_TIMEOUT_SECONDS' : 'BACKEND_TOKEN_TTL_SECONDS';
  const idleTimeoutSeconds = legacyIdle ?? env.SESSION_IDLE_TIMEOUT_SECONDS;
  const maxLifetimeSeconds = env.SESSION_MAX_LIFETIME_SECONDS;
  if (idleTimeoutSeconds > maxLifetimeSeconds) {
    throw new ConfigError(
      idleVariable,
      `must not exceed SESSION_MAX_LIFETIME_SECONDS (${maxLifetimeSeconds}), got ${idleTimeoutSeconds}`,
    );
  }

  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database,
    publicUrl: portalUrl,
    oidc: oidc(env, portalUrl),
    backendToken: { secret: env.BACKEND_TOKEN_SECRET ?? null },
    sessions: { idleTimeoutSeconds, maxLifetimeSeconds },
    supportEmail: env.SUPPORT_EMAIL,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? env.SUPPORT_EMAIL },
    forms: {
      submissionsPerMinute: env.FORM_SUBMISSIONS_PER_MINUTE,
      submissionsPerMinutePerAddress: env.ANONYMOUS_FORMS_PER_MINUTE,
    },
    storeLinks: { ios: env.IOS_APP_URL, android: env.ANDROID_APP_URL },
    map: {
      tileUrl: env.MAP_TILE_URL,
      attribution: env.MAP_TILE_ATTRIBUTION,
      attributionUrl: env.MAP_TILE_ATTRIBUTION_URL,
      maxNativeZoom: env.MAP_TILE_MAX_NATIVE_ZOOM,
    },
    notifications: { refreshMs: env.NOTIFICATIONS_REFRESH_MS },
    identityQr: { ttlSeconds: env.IDENTITY_QR_TTL_SECONDS },
    push: push(env),
    billing: billing(env, portalUrl),
    metrics: { port: env.METRICS_PORT ?? null },
    webDistDir: env.WEB_DIST_DIR === undefined ? DEFAULT_WEB_DIST_DIR : resolve(baseDir, env.WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    // A real PostgreSQL is a real campus: its sample data must be asked for, never slipped in.
    seedSampleData: env.SEED_SAMPLE_DATA ?? database.kind === 'pglite',
    startUp: { databaseTimeoutSeconds: env.DATABASE_STARTUP_TIMEOUT_SECONDS, migrate: env.MIGRATE_ON_START },
    shutdown: { drainSeconds: env.SHUTDOWN_DRAIN_SECONDS },
    commit: env.PORTAL_COMMIT ?? null,
  };
}

/**
 * For the commands (the server, the large-campus generator): the configuration, or exit 1 with the message
 * naming the bad variable — a configuration mistake is the operator's to fix, without a stack trace.
 */
export function loadConfigOrExit(raw: RawEnv): Config {
  try {
    return loadConfig(raw);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
