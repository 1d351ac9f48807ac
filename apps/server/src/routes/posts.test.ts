import type { Post } from '@campus/domain/content';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, appForSuite } from '../../test/test-app.ts';
import { sampleNews, serviceName } from '../../test/sample-content.ts';

const POSTS = '/wp-json/wp/v2/posts';

describe('GET /wp-json/wp/v2/posts: the news (spec §3 Post, §7)', () => {
  const app = appForSuite();
  let get: (url: string) => Promise<LightMyRequestResponse>;
  beforeAll(async () => {
    get = await signedInGet(app(), 'alice.martin');
  });

  it('refuses a visitor with jwt_auth_no_auth_header', async () => {
    const response = await app().inject({ method: 'GET', url: `${POSTS}?wpml_language=en` });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('jwt_auth_no_auth_header');
  });

  it('pages 20 at a time with X-WP-Total and X-WP-TotalPages', async () => {
    const response = await get(`${POSTS}?wpml_language=en&per_page=20`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Post[]>()).toHaveLength(20);
    expect(response.headers['x-wp-total']).toBe(String(sampleNews.length));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(sampleNews.length / 20)));
    const second = await get(`${POSTS}?wpml_language=en&per_page=20&page=2`);
    expect(second.json<Post[]>()).toHaveLength(sampleNews.length - 20);
    const ids = [...response.json<Post[]>(), ...second.json<Post[]>()].map((post) => post.id);
    expect(new Set(ids).size).toBe(sampleNews.length);
  });

  it.each(['0', '101', 'abc', '-1'])('answers 400 rest_invalid_param for per_page=%s', async (perPage) => {
    const response = await get(`${POSTS}?per_page=${perPage}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): per_page',
      data: { status: 400, params: { per_page: expect.any(String) as string } },
    });
  });

  it('names every bad parameter at once, each with its reason', async () => {
    const response = await get(`${POSTS}?per_page=0&page=abc&wpml_language=de`);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; data: { params: Record<string, string> } }>();
    expect(body.message).toBe('Invalid parameter(s): page, per_page, wpml_language');
    expect(Object.keys(body.data.params).sort()).toEqual(['page', 'per_page', 'wpml_language']);
    expect(body.data.params['per_page']).toBe('must be >= 1');
  });

  it.each([
    ['an id past 2³¹ − 1 in tax-house', 'tax-house=2147483648', 'tax-house'],
    ['a page past the bound', 'page=1e20', 'page'],
    ['a control character in slug', 'slug=a%01b', 'slug'],
  ])('answers %s with 400 rest_invalid_param naming it', async (_case, query, name) => {
    const response = await get(`${POSTS}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${name}`,
      data: { status: 400, params: { [name]: expect.any(String) as string } },
    });
  });

  it('accepts per_page 1 and 100, and answers 400 for a page past the last', async () => {
    expect((await get(`${POSTS}?per_page=1`)).json<Post[]>()).toHaveLength(1);
    expect((await get(`${POSTS}?per_page=100`)).json<Post[]>()).toHaveLength(sampleNews.length);
    const past = await get(`${POSTS}?per_page=100&page=2`);
    expect(past.statusCode).toBe(400);
    expect(past.json<{ code: string }>().code).toBe('rest_post_invalid_page_number');
    expect((await get(`${POSTS}?page=0`)).statusCode).toBe(400);
  });

  it('puts sticky news first, then the newest', async () => {
    const posts = (await get(`${POSTS}?wpml_language=en&per_page=100`)).json<Post[]>();
    const stickyCount = sampleNews.filter((news) => news.sticky).length;
    expect(posts.slice(0, stickyCount).every((post) => post.sticky)).toBe(true);
    expect(posts.slice(stickyCount).some((post) => post.sticky)).toBe(false);
    for (const group of [posts.slice(0, stickyCount), posts.slice(stickyCount)]) {
      const dates = group.map((post) => post.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('picks the language with wpml_language, the two rows being translations of each other', async () => {
    const en = (await get(`${POSTS}?wpml_language=en&per_page=100`)).json<Post[]>();
    const fr = (await get(`${POSTS}?wpml_language=fr&per_page=100`)).json<Post[]>();
    const welcome = sampleNews[0]!;
    const enItem = en.find((post) => post.slug === welcome.text.en.slug)!;
    const frItem = fr.find((post) => post.slug === welcome.text.fr.slug)!;
    expect(enItem.title.rendered).toBe(welcome.text.en.title);
    expect(frItem.title.rendered).toBe(welcome.text.fr.title);
    expect(enItem.lang).toBe('en');
    expect(enItem.translations).toEqual({ en: enItem.id, fr: frItem.id });
    expect(en.some((post) => post.slug === welcome.text.fr.slug)).toBe(false);
    expect((await get(`${POSTS}?wpml_language=de`)).statusCode).toBe(400);
  });

  it('finds one news item by slug, and none for an unknown or other-language slug', async () => {
    const news = sampleNews.find((item) => item.text.en.faq !== undefined)!;
    const response = await get(`${POSTS}?wpml_language=en&slug=${news.text.en.slug}`);
    const [post] = response.json<Post[]>();
    expect(response.json<Post[]>()).toHaveLength(1);
    expect(response.headers['x-wp-total']).toBe('1');
    expect(post?.acf.faq).toEqual(news.text.en.faq);
    expect(post?.excerpt.rendered).toBe(news.text.en.excerpt);
    expect((await get(`${POSTS}?wpml_language=en&slug=no-such-news`)).json()).toEqual([]);
    expect((await get(`${POSTS}?wpml_language=en&slug=${news.text.fr.slug}`)).json()).toEqual([]);
  });

  it('sends the §3 fields: acf alert, form, service or house author, tax-house, tax-tag and an absolute fimg_url', async () => {
    const posts = (await get(`${POSTS}?wpml_language=en&per_page=100`)).json<Post[]>();
    const alert = sampleNews.find((news) => news.text.en.alert !== undefined)!;
    expect(posts.find((post) => post.slug === alert.text.en.slug)?.acf.alert).toBe(alert.text.en.alert);
    const form = sampleNews.find((news) => news.text.en.form !== undefined)!;
    expect(posts.find((post) => post.slug === form.text.en.slug)?.acf.form).toEqual(form.text.en.form);

    const house = sampleNews.find((news) => news.houseSlugs.length === 2)!;
    const housePost = posts.find((post) => post.slug === house.text.en.slug)!;
    expect(housePost.acf.service).toBeNull();
    expect(housePost.acf.house.map((item) => item.slug).sort()).toEqual([...house.houseSlugs].sort());
    expect(housePost['tax-house']).toEqual(housePost.acf.house.map((item) => item.term_id));

    const illustrated = sampleNews.find(
      (news) => news.serviceSlug !== undefined && news.image !== undefined,
    )!;
    const service = posts.find((post) => post.slug === illustrated.text.en.slug)!;
    expect(service.acf.service).toEqual({
      slug: illustrated.serviceSlug,
      name: serviceName(illustrated.serviceSlug!, 'en'),
    });
    expect(service.fimg_url).toBe(`${TEST_PUBLIC_URL}/sample-images/${illustrated.image!}`);
    const withoutImage = sampleNews.find((news) => news.image === undefined)!;
    expect(posts.find((post) => post.slug === withoutImage.text.en.slug)?.fimg_url).toBe(false);
    const tagged = sampleNews.find((news) => news.tagSlugs.length > 0)!;
    expect(posts.find((post) => post.slug === tagged.text.en.slug)?.['tax-tag']).toHaveLength(
      tagged.tagSlugs.length,
    );
  });

  it('filters the news of a house with tax-house', async () => {
    const [argentina] = await app().db.query<{ id: number }>(
      "SELECT id FROM houses WHERE slug = 'maison-de-l-argentine'",
    );
    const posts = (await get(`${POSTS}?wpml_language=en&tax-house=${argentina!.id}`)).json<Post[]>();
    const expected = sampleNews.filter((news) => news.houseSlugs.includes('maison-de-l-argentine'));
    expect(posts.map((post) => post.slug).sort()).toEqual(expected.map((news) => news.text.en.slug).sort());
  });

  it('serves the sample images with immutable cache headers, and a 404 for a missing one', async () => {
    const image = await app().inject({ method: 'GET', url: '/sample-images/news/welcome.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app().inject({ method: 'GET', url: '/sample-images/news/nothing.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });
});
