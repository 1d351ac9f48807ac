import type { ServicePage } from '@campus/domain/service';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';

describe('the sample campus media (/sample-images, /sample-documents)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('serves every PDF the sample services link to, as a PDF with immutable cache headers', async () => {
    const get = await signedInGet(app, 'alice.martin');
    const services = (await get('/wp-json/wp/v2/service?wpml_language=en&per_page=100')).json<
      ServicePage[]
    >();
    const pdfs = services.flatMap((service) =>
      service.acf.links.filter((link) => link.acf_fc_layout === 'pdf').map((link) => link.url),
    );
    expect(pdfs.length, 'the sample campus links to at least one PDF').toBeGreaterThan(0);
    for (const url of new Set(pdfs)) {
      expect(url.startsWith(`${TEST_PUBLIC_URL}/sample-documents/`), url).toBe(true);
      const response = await app.inject({ method: 'GET', url: url.slice(TEST_PUBLIC_URL.length) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/pdf/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('answers a missing document with a JSON 404, never the web app', async () => {
    const missing = await app.inject({ method: 'GET', url: '/sample-documents/nothing.pdf' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
