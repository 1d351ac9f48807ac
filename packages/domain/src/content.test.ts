import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { EventPostSchema, PageSchema, PostListQuerySchema, PostSchema, type Post } from './content.ts';
import { HouseTermSchema, TagTermSchema } from './taxonomy.ts';
import { MAX_PAGE } from './wire.ts';

const post: Post = {
  id: 1,
  slug: 'library-opening-hours',
  date: '2025-06-03T09:00:00',
  title: { rendered: 'Library opening hours' },
  content: { rendered: '<p>Open late.</p>' },
  excerpt: { rendered: '<p>Open late.</p>' },
  sticky: false,
  'tax-house': [3],
  'tax-tag': [],
  acf: {
    house: [{ term_id: 3, name: 'Maison du Brésil', slug: 'maison-du-bresil', thumbnail: null }],
    service: null,
    alert: '',
    faq: [{ faq_ask: 'Until when?', faq_answer: '<p>Midnight.</p>' }],
    form: { form_title: 'Ask', form_activation: true, form_email_receiver: 'library@campus.example' },
    gform: null,
  },
  modified: '2025-06-03T09:00:00',
  status: 'publish',
  type: 'post',
  lang: 'en',
  translations: { fr: 2, en: 1 },
  date_gmt: '2025-06-03T07:00:00',
  author: 0,
  featured_media: 0,
  fimg_url: false,
  categories: [],
  tags: [],
};

describe('content wire shapes (spec §3)', () => {
  it('accepts a news item with its nullable parts null or set, and an image URL or false', () => {
    expect(Value.Check(PostSchema, post)).toBe(true);
    expect(Value.Check(PostSchema, { ...post, fimg_url: 'https://campus.example/a.jpg' })).toBe(true);
    expect(
      Value.Check(PostSchema, { ...post, acf: { ...post.acf, service: { name: 'L', slug: 'l' } } }),
    ).toBe(true);
  });

  it('refuses what the client could not read', () => {
    expect(Value.Check(PostSchema, { ...post, fimg_url: 0 })).toBe(false);
    expect(Value.Check(PostSchema, { ...post, lang: 'de' })).toBe(false);
    expect(Value.Check(PostSchema, { ...post, acf: { ...post.acf, form: 'none' } })).toBe(false);
    const { acf: _acf, ...withoutAcf } = post;
    expect(Value.Check(PostSchema, withoutAcf)).toBe(false);
  });

  it.each([
    ['Post', PostSchema],
    ['Event', EventPostSchema],
    ['Page', PageSchema],
    ['HouseTerm', HouseTermSchema],
    ['TagTerm', TagTermSchema],
  ])('%s has no anyOf: the response serialiser would check one on every item of a list', (_name, schema) => {
    expect(JSON.stringify(schema)).not.toContain('anyOf');
  });
});

describe('content list queries', () => {
  const valid = (query: Record<string, unknown>) =>
    Value.Check(PostListQuerySchema, Value.Default(PostListQuerySchema, query));

  it('defaults paging and language, and accepts id and slug lists', () => {
    expect(Value.Default(PostListQuerySchema, {})).toEqual({ page: 1, per_page: 10, wpml_language: 'en' });
    expect(valid({ slug: 'a,b', 'tax-house': '1, 2' })).toBe(true);
  });

  it.each([
    ['page past the bound', { page: MAX_PAGE + 1 }],
    ['per_page over 100', { per_page: 101 }],
    ['a control character in slug', { slug: 'a\u0000b' }],
    ['an empty slug item', { slug: 'a,,b' }],
    ['a non-numeric id', { 'tax-house': '1,x' }],
    ['an id of 11 digits', { 'tax-house': '12345678901' }],
  ])('refuses %s', (_case, query) => {
    expect(valid(query)).toBe(false);
  });
});
