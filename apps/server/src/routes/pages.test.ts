import type { Page } from '@campus/domain/content';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';
import { samplePages } from '../../test/sample-content.ts';

const PAGES = '/wp-json/wp/v2/pages';

describe('GET /wp-json/wp/v2/pages: CMS pages (spec §2.14, §3 Page, §7)', () => {
  let app: FastifyInstance;
  let get: (url: string) => Promise<LightMyRequestResponse>;

  beforeAll(async () => {
    app = await buildTestApp();
    get = await signedInGet(app, 'lucas.bernard');
  });
  afterAll(() => app.close());

  it('finds /pages/faq by slug in each language, with its FAQ', async () => {
    const faq = samplePages.find((page) => page.key === 'faq')!;
    for (const language of ['fr', 'en'] as const) {
      const pages = (await get(`${PAGES}?wpml_language=${language}&slug=faq`)).json<Page[]>();
      expect(pages).toHaveLength(1);
      expect(pages[0]?.title.rendered).toBe(faq.text[language].title);
      expect(pages[0]?.acf.faq).toEqual(faq.text[language].faq);
      expect(pages[0]?.parent).toBe(0);
    }
  });

  it('answers every slug of a nested path at once, each with its parent and full link', async () => {
    const pages = (await get(`${PAGES}?wpml_language=en&slug=campus-life,sports,swimming-pool`)).json<
      Page[]
    >();
    const bySlug = new Map(pages.map((page) => [page.slug, page]));
    expect([...bySlug.keys()].sort()).toEqual(['campus-life', 'sports', 'swimming-pool']);
    expect(bySlug.get('campus-life')?.parent).toBe(0);
    expect(bySlug.get('sports')?.parent).toBe(bySlug.get('campus-life')?.id);
    expect(bySlug.get('swimming-pool')?.parent).toBe(bySlug.get('sports')?.id);
    expect(bySlug.get('swimming-pool')?.link).toBe(
      `${TEST_PUBLIC_URL}/pages/campus-life/sports/swimming-pool`,
    );
  });

  it('lists the children of a parent in menu order, and the top-level pages with parent=0', async () => {
    const [parent] = (await get(`${PAGES}?wpml_language=en&slug=practical-information`)).json<Page[]>();
    const children = (await get(`${PAGES}?wpml_language=en&parent=${parent!.id}`)).json<Page[]>();
    expect(children.map((page) => page.slug)).toEqual(['arrival', 'departure']);
    const top = (await get(`${PAGES}?wpml_language=en&parent=0&per_page=100`)).json<Page[]>();
    expect(top.every((page) => page.parent === 0)).toBe(true);
    expect(top.map((page) => page.slug)).toEqual(expect.arrayContaining(['faq', 'policy', 'legal']));
  });

  it('answers a visitor (no token) the public pages, the statement, FAQ, policy and legal notice (issue #34)', async () => {
    for (const slug of ['accessibility', 'faq', 'policy', 'legal']) {
      const response = await app.inject({ method: 'GET', url: `${PAGES}?wpml_language=fr&slug=${slug}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<Page[]>().map((page) => page.slug)).toEqual([slug]);
    }
  });

  it('still needs a token for every other page and listing, even mixed with a public one (issue #34)', async () => {
    for (const query of ['slug=campus-life', 'slug=faq,campus-life', 'parent=0']) {
      const response = await app.inject({ method: 'GET', url: `${PAGES}?wpml_language=en&${query}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'jwt_auth_no_auth_header', data: { status: 403 } });
    }
    const badToken = await app.inject({
      method: 'GET',
      url: `${PAGES}?wpml_language=en&slug=faq`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(403);
  });

  it('answers an empty list for an unknown slug, with a total of 0', async () => {
    const response = await get(`${PAGES}?wpml_language=en&slug=no-such-page`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
    expect(response.headers['x-wp-totalpages']).toBe('0');
  });

  it('pages with the WordPress headers and refuses per_page outside 1–100', async () => {
    const response = await get(`${PAGES}?wpml_language=fr&per_page=5`);
    expect(response.json<Page[]>()).toHaveLength(5);
    expect(response.headers['x-wp-total']).toBe(String(samplePages.length));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(samplePages.length / 5)));
    expect((await get(`${PAGES}?per_page=101`)).json<{ code: string }>().code).toBe('rest_invalid_param');
  });
});
