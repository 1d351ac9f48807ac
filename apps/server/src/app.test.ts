import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKEND_TOKEN_HEADER, IDENTITY_TOKEN_HEADER } from '@campus/domain/auth-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, buildTestApp } from '../test/test-app.ts';
import { backendTokenFor } from '../test/signed-in-caller.ts';
import { expectWpError } from '../test/wp-error.ts';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' http://localhost:8080",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('portal server with a built web app', () => {
  let app: FastifyInstance;
  let distDir: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'campus-web-dist-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    await writeFile(join(distDir, 'assets', 'app-abc123.js'), 'console.log("portal");');
    app = await buildTestApp(
      { WEB_DIST_DIR: distDir, LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers /health for start-up probes', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'up' },
        schema: { status: 'complete', missing: [] },
        identityProvider: { status: 'up', mode: 'embedded' },
      },
      version: { version: '1.0.0', commit: expect.stringMatching(/^([0-9a-f]{40}|unknown)$/) as string },
    });
  });

  it('hands the web app its runtime configuration at /portal-config.json', async () => {
    const response = await app.inject({ method: 'GET', url: '/portal-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      oidc: {
        authority: `${TEST_PUBLIC_URL}/oidc`,
        clientId: 'portal',
        scope: 'openid profile email address giaprofile',
        accountUrl: 'http://localhost:8080/idp/account',
      },
      supportEmail: 'portail@campus.example',
      storeLinks: {
        ios: 'https://apps.apple.com/app/campus-portal/id0000000000',
        android: 'https://play.google.com/store/apps/details?id=org.campus.portal',
      },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
        attributionUrl: 'https://www.openstreetmap.org/copyright',
        maxNativeZoom: 19,
      },
      notifications: {
        refreshMs: 300_000,
        vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{80,}$/) as string,
      },
    });
  });

  it.each([
    ['GET', '/wp-json/wp/v2/nothing-here'],
    ['GET', '/wp-json'],
    ['POST', '/wp-json/wp/v2/users/me'],
    ['DELETE', '/wp-json/wp/v2/posts/1'],
  ] as const)('answers %s %s with the WordPress 404 rest_no_route', async (method, url) => {
    const response = await app.inject({ method, url });
    expectWpError(response, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
  });

  it.each(['/', '/news', '/directory/12', '/loginredirect?code=abc&state=def'])(
    'serves the web app for %s, revalidated on every load, with the security headers',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response.headers);
    },
  );

  it('caches hashed assets for good, and answers a missing one with 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers);
    expect((await app.inject({ method: 'GET', url: '/assets/app-old.js' })).statusCode).toBe(404);
  });

  it('does not answer identity provider paths with the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/idp/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX_HTML);
    const discovery = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json<{ issuer: string }>().issuer).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expectSecurityHeaders(discovery.headers);
  });

  it('never writes a token, code, cookie or password to the logs', async () => {
    const [alice] = await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'alice.martin'",
    );
    const backendToken = await backendTokenFor(app, alice!.id);

    await app.inject({ method: 'GET', url: '/loginredirect?code=SECRET-CODE-1&state=SECRET-STATE-2' });
    await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: {
        authorization: 'Bearer SECRET-BEARER-3',
        [IDENTITY_TOKEN_HEADER]: 'SECRET-ID-TOKEN-4',
        cookie: '_session=SECRET-COOKIE-5',
      },
    });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me?context=edit',
      headers: { authorization: `Bearer ${backendToken}` },
    });
    expect(signedIn.statusCode).toBe(200);
    const issuedToken = String(signedIn.headers[BACKEND_TOKEN_HEADER]);
    await app.inject({
      method: 'GET',
      url: `/oidc/session/end?id_token_hint=SECRET-HINT-6&post_logout_redirect_uri=${encodeURIComponent(`${TEST_PUBLIC_URL}/endredirect`)}`,
    });
    await app.inject({
      method: 'POST',
      url: '/idp/interaction/some-uid/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=alice.martin&password=SECRET-PASSWORD-7',
    });

    const logs = logLines.join('');
    expect(logs).toContain('/loginredirect?code=[redacted]&state=[redacted]');
    expect(logs).toContain('id_token_hint=[redacted]');
    expect(logs).not.toContain('SECRET-');
    expect(logs).not.toContain(backendToken);
    expect(logs).not.toContain(issuedToken);
  });
});

describe('portal server without a web build', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('still starts, and answers the portal pages with 503 and how to build', async () => {
    const response = await app.inject({ method: 'GET', url: '/news' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
    expectSecurityHeaders(response.headers);
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers an unexpected failure with rest_internal_error and no details', async () => {
    const [alice] = await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE username = 'alice.martin'",
    );
    const token = await backendTokenFor(app, alice!.id);
    // Break the database under the running server: the next profile load fails inside SQL.
    await app.db.exec('ALTER TABLE user_tags RENAME TO user_tags_gone');
    const response = await app.inject({
      method: 'GET',
      url: '/wp-json/wp/v2/users/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expectWpError(response, 500, 'rest_internal_error', 'An internal error occurred.');
    expect(response.body).not.toMatch(/user_tags|stack|relation/);
  });
});
