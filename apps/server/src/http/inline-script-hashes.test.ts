import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { inlineScriptSources } from './inline-script-hashes.ts';

// As the web build writes it (apps/web/build/early-requests-script.ts): one inline script after the title.
const EARLY_SCRIPT = `(function startEarlyRequests(plan, scope) { scope.fetch(plan.url); })({"url":"/wp-json/wp/v2/users/me?context=edit"}, window);`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Campus</title>
    <script>${EARLY_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (csp: string | undefined) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(csp ?? '')?.[1]?.split(' ') ?? [];

describe('inline script sources (issue #31)', () => {
  it('hashes the text of each inline script, and no script with a src', () => {
    expect(inlineScriptSources(INDEX_HTML)).toEqual([sha256(EARLY_SCRIPT)]);
    expect(
      inlineScriptSources('<script src="/a.js"></script><script type="module" src="/b.js"></script>'),
    ).toEqual([]);
  });
});

describe('the web app’s index.html and its content security policy (issue #31)', () => {
  let app: FastifyInstance;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'campus-web-dist-'));
    await writeFile(join(distDir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({ WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it.each(['/news', '/', '/index.html'])(
    '%s is the built page, with its early-requests script allowed by its hash and no other inline script',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<script>${EARLY_SCRIPT}</script>`);
      const sources = scriptSources(response.headers['content-security-policy']);
      expect(sources).toEqual(["'self'", sha256(EARLY_SCRIPT)]);
      expect(sources).not.toContain("'unsafe-inline'");
    },
  );

  it('an API answer carries the same policy: no inline script beyond the page’s own', async () => {
    const response = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' });
    expect(scriptSources(response.headers['content-security-policy'])).toEqual([
      "'self'",
      sha256(EARLY_SCRIPT),
    ]);
  });
});

describe('without a built web app', () => {
  it('allows no inline script at all', async () => {
    const app = await buildTestApp({ WEB_DIST_DIR: join(tmpdir(), 'campus-no-such-dist') });
    try {
      const response = await app.inject({ method: 'GET', url: '/wp-json/wp/v2/posts' });
      expect(scriptSources(response.headers['content-security-policy'])).toEqual(["'self'"]);
    } finally {
      await app.close();
    }
  });
});
