import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, type SignedInCaller } from '../../test/signed-in-caller.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { sampleFilesDir } from './sample-files.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Campus</title></head><body>${'<p>portal</p>'.repeat(200)}</body></html>`;
const ENTRY_JS = `console.log(${JSON.stringify('portal '.repeat(500))});`;
// Marked so that a test can tell the build's copy from one compressed by the server on the fly.
const BUILD_MARK = '/* compressed at build */';
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 7)]);

/** A built web app as `npm run build` leaves it: each text file beside its .br and .gz copies. */
async function writeBuiltWebApp(distDir: string): Promise<void> {
  await mkdir(join(distDir, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX_HTML, 'assets/app-abc123.js': ENTRY_JS };
  // Above the threshold, and with no compressed copy: the build only compresses text files.
  await writeFile(join(distDir, 'assets', 'campus-abc123.jpg'), JPEG_BYTES);
  for (const [name, text] of Object.entries(files)) {
    await writeFile(join(distDir, name), text);
    await writeFile(join(distDir, `${name}.br`), brotliCompressSync(text + BUILD_MARK));
    await writeFile(join(distDir, `${name}.gz`), gzipSync(text + BUILD_MARK));
  }
}

describe('compression (issue #20): assets compressed at build, API answers compressed when asked', () => {
  let app: FastifyInstance;
  let distDir: string;
  let alice: SignedInCaller;

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'campus-web-dist-'));
    await writeBuiltWebApp(distDir);
    app = await buildTestApp({ WEB_DIST_DIR: distDir });
    alice = await signedInCaller(app, 'alice.martin');
  });
  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  describe.each([
    ['/assets/app-abc123.js', ENTRY_JS, /javascript/],
    ['/news', INDEX_HTML, /^text\/html/],
    ['/index.html', INDEX_HTML, /^text\/html/],
  ])('the web app file %s', (url, text, type) => {
    it('is sent as the build compressed it with brotli, with Vary: Accept-Encoding', async () => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text + BUILD_MARK);
    });

    it('is sent as the build compressed it with gzip to a browser without brotli', async () => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(gunzipSync(response.rawPayload).toString()).toBe(text + BUILD_MARK);
    });

    it('is sent uncompressed to a client that accepts no encoding', async () => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.body).toBe(text);
    });
  });

  it('keeps the long cache of hashed assets and the revalidation of index.html', async () => {
    const headers = { 'accept-encoding': 'br' };
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/news', headers });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  const POSTS = '/wp-json/wp/v2/posts?wpml_language=en&per_page=20';

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ])('compresses an API answer above the threshold with %s when asked', async (encoding, decode) => {
    const plain = await app.inject({ method: 'GET', url: POSTS, headers: alice.headers });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const response = await app.inject({
      method: 'GET',
      url: POSTS,
      headers: { ...alice.headers, 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    // The paging headers of the WordPress contract travel with the compressed body.
    expect(response.headers['x-wp-total']).toBe(plain.headers['x-wp-total']);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an API answer uncompressed when the client does not ask', async () => {
    for (const headers of [alice.headers, { ...alice.headers, 'accept-encoding': 'identity' }]) {
      const response = await app.inject({ method: 'GET', url: POSTS, headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(() => response.json<unknown>()).not.toThrow();
    }
  });

  it('leaves an answer under the threshold uncompressed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json<{ status: string }>().status).toBe('ok');
  });

  it('never compresses an image again', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/campus-abc123.jpg',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('never compresses a PDF again', async () => {
    const files = await readdir(sampleFilesDir('sample-documents'));
    const pdf = files.find((file) => file.endsWith('.pdf'));
    const response = await app.inject({
      method: 'GET',
      url: `/sample-documents/${pdf}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/pdf/);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('still reads an uncompressed JSON request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wp-json/wp/v2/users/me',
      headers: { ...alice.headers, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: JSON.stringify({}),
    });
    expect(response.statusCode).toBeLessThan(500);
  });
});
