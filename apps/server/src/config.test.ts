import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig } from './config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a configuration error');
}

describe('configuration', () => {
  it('has working defaults: embedded identity provider and PGlite in ./data of the start directory', () => {
    const config = loadConfig({ INIT_CWD: '/srv/portal' });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/portal/data');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/portal/data/pglite' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.oidc).toEqual({
      mode: 'embedded',
      issuer: 'http://localhost:8080/oidc',
      clientId: 'portal',
      accountUrl: 'http://localhost:8080/idp/account',
      roomClaim: 'campus_rooms',
    });
    expect(config.backendToken).toEqual({ secret: null });
    expect(config.sessions).toEqual({ idleTimeoutSeconds: 604_800, maxLifetimeSeconds: 2_592_000 });
    expect(config.supportEmail).toBe('portail@campus.example');
    expect(config.storeLinks.ios).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(config.storeLinks.android).toMatch(/^https:\/\/play\.google\.com\//);
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.seedSampleData).toBe(true);
  });

  it('seeds the sample campus by default only into the embedded database', () => {
    const postgres = { DATABASE_URL: 'postgres://portal@db/portal' };
    expect(loadConfig({}).seedSampleData).toBe(true);
    expect(loadConfig({ SEED_SAMPLE_DATA: 'false' }).seedSampleData).toBe(false);
    expect(loadConfig(postgres).seedSampleData).toBe(false);
    expect(loadConfig({ ...postgres, SEED_SAMPLE_DATA: 'true' }).seedSampleData).toBe(true);
  });

  it('reads invoices from the sample billing source unless BILLING_URL names the campus billing system', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://portal.campus.example' }).billing).toEqual({
      mode: 'embedded',
      url: 'https://portal.campus.example/billing',
      apiKey: null,
      timeoutMs: 10_000,
    });
    const external = loadConfig({
      BILLING_URL: 'https://billing.campus.example/api/',
      BILLING_API_KEY: 'k'.repeat(24),
      BILLING_TIMEOUT_MS: '2500',
    });
    expect(external.billing).toEqual({
      mode: 'external',
      url: 'https://billing.campus.example/api',
      apiKey: 'k'.repeat(24),
      timeoutMs: 2500,
    });
  });

  it('reads the room claim named by IDENTITY_ROOM_CLAIM, the embedded provider’s by default (issue #32)', () => {
    const external = { OIDC_ISSUER: 'https://login.campus.example', OIDC_CLIENT_ID: 'portal' };
    expect(loadConfig(external).oidc.roomClaim).toBeNull();
    expect(loadConfig({ ...external, IDENTITY_ROOM_CLAIM: 'campus_room' }).oidc.roomClaim).toBe(
      'campus_room',
    );
    expect(loadConfig({ IDENTITY_ROOM_CLAIM: 'room' }).oidc.roomClaim).toBe('room');
    expect(() => loadConfig({ IDENTITY_ROOM_CLAIM: 'two words' })).toThrow(/IDENTITY_ROOM_CLAIM/);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.campus.example/' }).publicUrl).toBe(
      'https://portal.campus.example',
    );
  });

  it('reads DATABASE_URL, external identity provider and the other variables', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://portal:secret@db:5432/portal',
      OIDC_ISSUER: 'https://login.campus.example/realms/campus',
      OIDC_CLIENT_ID: 'residents-portal',
      OIDC_ACCOUNT_URL: 'https://login.campus.example/account',
      BACKEND_TOKEN_SECRET: 'x'.repeat(40),
      BACKEND_TOKEN_TTL_SECONDS: '3600',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'debug',
      DATA_DIR: '/var/lib/portal',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://portal:secret@db:5432/portal',
      poolSize: 10,
      statementTimeoutMs: 30_000,
    });
    expect(config.metrics).toEqual({ port: null });
    expect(config.oidc).toEqual({
      mode: 'external',
      issuer: 'https://login.campus.example/realms/campus',
      clientId: 'residents-portal',
      accountUrl: 'https://login.campus.example/account',
      roomClaim: null,
    });
    expect(config.backendToken).toEqual({ secret: 'x'.repeat(40) });
    // The former token lifetime is the idle timeout: a token lasts that long unless users/me renews it.
    expect(config.sessions.idleTimeoutSeconds).toBe(3600);
    expect(config.trustProxy).toBe(true);
    expect(config.logLevel).toBe('debug');
    expect(config.dataDir).toBe('/var/lib/portal');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '0' }, 'PORT'],
    [{ OIDC_ISSUER: 'https://login.campus.example' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_CLIENT_ID: 'portal' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'portal' }, 'OIDC_ISSUER'],
    [{ PUBLIC_URL: 'localhost:8080' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://campus.example/portal' }, 'PUBLIC_URL'],
    [{ DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL'],
    [{ BACKEND_TOKEN_SECRET: 'short' }, 'BACKEND_TOKEN_SECRET'],
    [{ BACKEND_TOKEN_TTL_SECONDS: '-5' }, 'BACKEND_TOKEN_TTL_SECONDS'],
    [{ SUPPORT_EMAIL: 'portail' }, 'SUPPORT_EMAIL'],
    [{ IOS_APP_URL: 'ftp://apps' }, 'IOS_APP_URL'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ SEED_SAMPLE_DATA: 'sometimes' }, 'SEED_SAMPLE_DATA'],
    [{ BILLING_URL: 'https://billing.campus.example' }, 'BILLING_API_KEY'],
    [{ BILLING_API_KEY: 'a-long-enough-billing-key' }, 'BILLING_URL'],
    [{ BILLING_URL: 'billing', BILLING_API_KEY: 'a-long-enough-billing-key' }, 'BILLING_URL'],
    [{ BILLING_URL: 'https://billing.campus.example', BILLING_API_KEY: 'short' }, 'BILLING_API_KEY'],
    [{ BILLING_TIMEOUT_MS: '0' }, 'BILLING_TIMEOUT_MS'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '-1' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '8080' }, 'METRICS_PORT'],
    [{ PORT: '9000', METRICS_PORT: '9000' }, 'METRICS_PORT'],
  ])('refuses %o with an error naming %s', (env, variable) => {
    const error = errorOf(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toContain(variable);
  });

  it('reads the pool size, the statement timeout (0: none) and the metrics port (issue #28)', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://portal@db/portal',
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      METRICS_PORT: '9464',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://portal@db/portal',
      poolSize: 25,
      statementTimeoutMs: 0,
    });
    expect(config.metrics).toEqual({ port: 9464 });
  });

  it('reads the session timeouts, and refuses an idle timeout longer than the absolute lifetime', () => {
    expect(
      loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '3600', SESSION_MAX_LIFETIME_SECONDS: '86400' }).sessions,
    ).toEqual({ idleTimeoutSeconds: 3600, maxLifetimeSeconds: 86_400 });
    expect(
      loadConfig({ SESSION_IDLE_TIMEOUT_SECONDS: '600', BACKEND_TOKEN_TTL_SECONDS: '3600' }).sessions
        .idleTimeoutSeconds,
    ).toBe(600);
    expect(
      errorOf({ SESSION_IDLE_TIMEOUT_SECONDS: '90000', SESSION_MAX_LIFETIME_SECONDS: '86400' }).variable,
    ).toBe('SESSION_IDLE_TIMEOUT_SECONDS');
    expect(errorOf({ SESSION_MAX_LIFETIME_SECONDS: '10' }).variable).toBe('SESSION_MAX_LIFETIME_SECONDS');
    expect(errorOf({ SESSION_IDLE_TIMEOUT_SECONDS: 'week' }).variable).toBe('SESSION_IDLE_TIMEOUT_SECONDS');
  });

  it('never repeats a refused secret in its error', () => {
    const error = errorOf({ BACKEND_TOKEN_SECRET: 'too-short-secret' });
    expect(error.message).toBe(
      'Invalid configuration: BACKEND_TOKEN_SECRET must be at least 32 characters long',
    );
  });

  it('refuses a fractional number rather than rounding it', () => {
    expect(errorOf({ PORT: '8080.5' }).message).toContain('must be a whole number');
  });

  it('reads the map tile server, refusing a template without {z}, {x} and {y}', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxNativeZoom: 19,
    });
    expect(loadConfig({ MAP_TILE_URL: 'https://tiles.campus.example/{z}/{x}/{y}.webp' }).map.tileUrl).toBe(
      'https://tiles.campus.example/{z}/{x}/{y}.webp',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.campus.example/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('reads the inbox refresh, §9 5 minutes by default, and refuses one under a second', () => {
    expect(loadConfig({}).notifications.refreshMs).toBe(300_000);
    expect(loadConfig({ NOTIFICATIONS_REFRESH_MS: '5000' }).notifications.refreshMs).toBe(5_000);
    expect(() => loadConfig({ NOTIFICATIONS_REFRESH_MS: '10' })).toThrow(/NOTIFICATIONS_REFRESH_MS/);
  });

  it('reads the identity QR lifetime, 5 minutes by default, between 30 s and a day', () => {
    expect(loadConfig({}).identityQr.ttlSeconds).toBe(300);
    expect(loadConfig({ IDENTITY_QR_TTL_SECONDS: '60' }).identityQr.ttlSeconds).toBe(60);
    expect(() => loadConfig({ IDENTITY_QR_TTL_SECONDS: '5' })).toThrow(/IDENTITY_QR_TTL_SECONDS/);
    expect(() => loadConfig({ IDENTITY_QR_TTL_SECONDS: '90000' })).toThrow(/IDENTITY_QR_TTL_SECONDS/);
  });

  it('keeps e-mail in the local outbox unless SMTP_URL names a server, from the support address by default', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'portail@campus.example' });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://portal:secret@mail.campus.example:465',
        MAIL_FROM: 'Portail <no-reply@campus.example>',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://portal:secret@mail.campus.example:465',
      from: 'Portail <no-reply@campus.example>',
    });
    expect(() => loadConfig({ SMTP_URL: 'https://mail.campus.example' })).toThrow(/SMTP_URL/);
    // A secret: the refused value (it may hold a password) is not repeated in the message.
    expect(() => loadConfig({ SMTP_URL: 'mail:secret' })).not.toThrow(/secret/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('reads the form submission rate limits, 10 a minute per person and 30 per address by default', () => {
    expect(loadConfig({}).forms).toEqual({ submissionsPerMinute: 10, submissionsPerMinutePerAddress: 30 });
    expect(loadConfig({ FORM_SUBMISSIONS_PER_MINUTE: '3', ANONYMOUS_FORMS_PER_MINUTE: '5' }).forms).toEqual({
      submissionsPerMinute: 3,
      submissionsPerMinutePerAddress: 5,
    });
    expect(() => loadConfig({ FORM_SUBMISSIONS_PER_MINUTE: '0' })).toThrow(/FORM_SUBMISSIONS_PER_MINUTE/);
  });

  it('reads Web Push: generated keys by default, both keys or neither, the support address as subject', () => {
    expect(loadConfig({}).push).toEqual({
      vapid: null,
      subject: 'mailto:portail@campus.example',
      serviceOrigins: [
        'https://fcm.googleapis.com',
        'https://updates.push.services.mozilla.com',
        'https://*.push.apple.com',
        'https://*.notify.windows.com',
      ],
      fcm: null,
    });
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: key })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: key, VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls' })
        .push.vapid,
    ).toEqual({
      publicKey: key,
      privateKey: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
    });
    expect(() => loadConfig({ PUSH_SERVICE_ORIGINS: 'fcm.googleapis.com' })).toThrow(/PUSH_SERVICE_ORIGINS/);
  });

  it('reads the native apps’ push: off by default, on with a Google service account key file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'config-fcm-'));
    try {
      const keyFile = join(directory, 'service-account.json');
      writeFileSync(
        keyFile,
        JSON.stringify({
          project_id: 'campus-portal',
          client_email: 'portal@campus-portal.iam.gserviceaccount.com',
          private_key: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
          token_uri: 'https://oauth2.googleapis.com/token',
        }),
      );
      expect(loadConfig({ FCM_SERVICE_ACCOUNT_FILE: keyFile }).push.fcm).toEqual({
        url: 'https://fcm.googleapis.com',
        serviceAccount: {
          projectId: 'campus-portal',
          clientEmail: 'portal@campus-portal.iam.gserviceaccount.com',
          privateKey: '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n',
          tokenUri: 'https://oauth2.googleapis.com/token',
        },
      });
      const notAKey = join(directory, 'not-a-key.json');
      writeFileSync(notAKey, JSON.stringify({ project_id: 'campus-portal' }));
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_FILE: notAKey })).toThrow(
        /FCM_SERVICE_ACCOUNT_FILE.*client_email/,
      );
      expect(() => loadConfig({ FCM_SERVICE_ACCOUNT_FILE: join(directory, 'missing.json') })).toThrow(
        /FCM_SERVICE_ACCOUNT_FILE/,
      );
      expect(() => loadConfig({ FCM_URL: 'fcm.googleapis.com' })).toThrow(/FCM_URL/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('waits 60 s for the database, migrates at start and drains 10 s on SIGTERM by default', () => {
    const config = loadConfig({});
    expect(config.startUp).toEqual({ databaseTimeoutSeconds: 60, migrate: true });
    expect(config.shutdown).toEqual({ drainSeconds: 10 });
    expect(config.commit).toBeNull();
    const rolling = loadConfig({
      DATABASE_STARTUP_TIMEOUT_SECONDS: '0',
      MIGRATE_ON_START: 'false',
      SHUTDOWN_DRAIN_SECONDS: '0',
      PORTAL_COMMIT: '4ca28c2',
    });
    expect(rolling.startUp).toEqual({ databaseTimeoutSeconds: 0, migrate: false });
    expect(rolling.shutdown).toEqual({ drainSeconds: 0 });
    expect(rolling.commit).toBe('4ca28c2');
    expect(errorOf({ SHUTDOWN_DRAIN_SECONDS: '601' }).message).toMatch(/SHUTDOWN_DRAIN_SECONDS.*0 and 600/);
    expect(errorOf({ DATABASE_STARTUP_TIMEOUT_SECONDS: '-1' }).message).toMatch(
      /DATABASE_STARTUP_TIMEOUT_SECONDS/,
    );
    expect(errorOf({ MIGRATE_ON_START: 'later' }).message).toMatch(/MIGRATE_ON_START must be true or false/);
    expect(errorOf({ PORTAL_COMMIT: 'main; rm -rf' }).message).toMatch(
      /PORTAL_COMMIT must be a git commit id/,
    );
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', OIDC_ISSUER: ' ', OIDC_CLIENT_ID: '' }).oidc.mode).toBe('embedded');
  });

  it('documents every variable it reads', () => {
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(documented).toEqual(
      expect.arrayContaining([
        'PORT',
        'HOST',
        'DATA_DIR',
        'DATABASE_URL',
        'PUBLIC_URL',
        'OIDC_ISSUER',
        'OIDC_CLIENT_ID',
        'OIDC_ACCOUNT_URL',
        'BACKEND_TOKEN_SECRET',
        'BACKEND_TOKEN_TTL_SECONDS',
        'SESSION_IDLE_TIMEOUT_SECONDS',
        'SESSION_MAX_LIFETIME_SECONDS',
        'SUPPORT_EMAIL',
        'IOS_APP_URL',
        'ANDROID_APP_URL',
        'WEB_DIST_DIR',
        'LOG_LEVEL',
        'TRUST_PROXY',
        'SEED_SAMPLE_DATA',
        'BILLING_URL',
        'BILLING_API_KEY',
        'BILLING_TIMEOUT_MS',
        'MAP_TILE_URL',
        'MAP_TILE_ATTRIBUTION',
        'MAP_TILE_ATTRIBUTION_URL',
        'MAP_TILE_MAX_NATIVE_ZOOM',
        'NOTIFICATIONS_REFRESH_MS',
        'IDENTITY_QR_TTL_SECONDS',
        'VAPID_PUBLIC_KEY',
        'VAPID_PRIVATE_KEY',
        'VAPID_SUBJECT',
        'PUSH_SERVICE_ORIGINS',
        'FCM_URL',
        'FCM_SERVICE_ACCOUNT_FILE',
        'SMTP_URL',
        'MAIL_FROM',
        'FORM_SUBMISSIONS_PER_MINUTE',
        'ANONYMOUS_FORMS_PER_MINUTE',
        'DATABASE_STARTUP_TIMEOUT_SECONDS',
        'MIGRATE_ON_START',
        'SHUTDOWN_DRAIN_SECONDS',
        'PORTAL_COMMIT',
        'DATABASE_POOL_SIZE',
        'DATABASE_STATEMENT_TIMEOUT_MS',
        'METRICS_PORT',
      ]),
    );
    for (const variable of CONFIG_VARIABLES) expect(variable.description).not.toBe('');
  });

  it('has a row in the README’s variables table for every variable, and none for another', async () => {
    const readme = await readFile(new URL('../../../README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]);
    expect([...rows].sort()).toEqual(CONFIG_VARIABLES.map((variable) => variable.name).sort());
  });
});
