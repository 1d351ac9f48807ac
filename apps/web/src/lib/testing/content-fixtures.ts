import type { EventPost, Page, Post } from '@campus/domain/content';

/** A news post as GET /wp/v2/posts sends it; tests override what they are about. */
export function testPost(overrides: Partial<Post> = {}): Post {
  const slug = overrides.slug ?? 'library-opening-hours';
  return {
    id: 1,
    slug,
    date: '2025-06-03T09:00:00',
    date_gmt: '2025-06-03T07:00:00',
    modified: '2025-06-03T09:00:00',
    status: 'publish',
    type: 'post',
    lang: 'en',
    translations: {},
    title: { rendered: `Title of ${slug}` },
    content: { rendered: `<p>Content of ${slug}</p>` },
    excerpt: { rendered: `<p>Excerpt of ${slug}</p>` },
    author: 0,
    featured_media: 0,
    fimg_url: false,
    categories: [],
    tags: [],
    sticky: false,
    'tax-house': [],
    'tax-tag': [],
    acf: {
      house: [],
      service: { slug: 'library', name: 'Library' },
      alert: '',
      faq: [],
      form: null,
      gform: null,
    },
    ...overrides,
  };
}

export function testEvent(
  overrides: Partial<EventPost> = {},
  acf: Partial<EventPost['acf']> = {},
): EventPost {
  const slug = overrides.slug ?? 'film-club';
  return {
    id: 100,
    slug,
    date: '2025-05-20T09:00:00',
    modified: '2025-05-20T09:00:00',
    status: 'publish',
    type: 'event',
    lang: 'en',
    title: { rendered: `Event ${slug}` },
    content: { rendered: `<p>About ${slug}</p>` },
    fimg_url: false,
    'tax-house': [],
    ...overrides,
    acf: {
      start: '2099-06-10 18:00:00',
      end: '2099-06-10 20:00:00',
      organizer: 'Culture office',
      external_id: '',
      external_url: '',
      external_mtime: '',
      origin: 'portail',
      visibility: { value: 'public', label: 'Public' },
      locations: [{ name: 'Théâtre de la Cité', url: '', place: 'theatre' }],
      practical: '<p>Free</p>',
      service: null,
      faq: [],
      form: null,
      gform: null,
      ...acf,
    },
  };
}

/** A CMS page as GET /wp/v2/pages sends it. */
export function testPage(id: number, slug: string, parent: number, overrides: Partial<Page> = {}): Page {
  return {
    id,
    slug,
    parent,
    menu_order: 0,
    link: `http://localhost/pages/${slug}`,
    date: '2025-01-01T09:00:00',
    modified: '2025-01-01T09:00:00',
    status: 'publish',
    type: 'page',
    lang: 'en',
    translations: {},
    title: { rendered: `Title ${slug}` },
    content: { rendered: `<p>Body of ${slug}</p>` },
    acf: { address: '', links: [], faq: [], form: null, gform: null },
    ...overrides,
  };
}
