import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  sampleCampus,
  sampleCampusServices,
  sampleEvents,
  sampleHousePages,
  sampleHouseServices,
  sampleHouses,
  sampleNews,
  samplePages,
  sampleTagGroups,
} from '../../test/sample-content.ts';
import { slugify } from '@campus/domain/slug';

/**
 * Checks of the sample content that hold for any content a campus editor may write (apps/server/seed/):
 * HTML within the §5 allow-list, links that resolve, pictures that exist, slugs the app can route. Not
 * how many items there are: that is the editor's choice.
 */

interface FaqItem {
  faq_ask: string;
  faq_answer: string;
}
type Translated<T> = Record<'fr' | 'en', T>;
type SeedPage = (typeof samplePages)[number];

type Lang = 'fr' | 'en';
const LANGS: readonly Lang[] = ['fr', 'en'];

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SERVICE_SLUGS = new Set(Object.keys(sampleCampus.services));
const PLACE_KEYS = new Set(sampleCampus.places.places.map((place) => place.key));
const HOUSE_SLUGS = new Set(sampleHouses.map((house) => house.slug));
const TAG_SLUGS = new Set(
  sampleTagGroups.flatMap((group) => [group.slug, ...group.children.map((child) => slugify(child.fr))]),
);

/** The §5 allow-list, as the content must respect it: tag → allowed attributes. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  a: ['href', 'target'],
  strong: [],
  em: [],
  br: [],
  blockquote: [],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
  figure: [],
  figcaption: [],
};
const VOID_TAGS = new Set(['br', 'img']);

/** Routes of the app itself (spec §2) that content may link to, besides news, events and pages. */
const APP_ROUTES = new Set([
  '/news',
  '/events',
  '/emergency',
  '/directory',
  '/friend-request',
  '/notifications',
  '/profile/settings',
  '/profile/checklists',
  '/my-identity/identification',
  '/my-identity/qr-sport',
  '/pages/map',
]);

const sampleImage = (path: string): string =>
  fileURLToPath(new URL(`../../public/sample-images/${path}`, import.meta.url));

function faqHtml(faq: readonly FaqItem[] | undefined): string[] {
  return (faq ?? []).map((item) => item.faq_answer);
}

/** Every HTML fragment of the sample content in one language, labelled for error messages. */
function htmlFragments(lang: Lang): { where: string; html: string }[] {
  const fragments: { where: string; html: string }[] = [];
  for (const news of sampleNews) {
    const text = news.text[lang];
    for (const html of [text.excerpt, text.content, text.alert ?? '', ...faqHtml(text.faq)]) {
      fragments.push({ where: `news ${news.key} (${lang})`, html });
    }
  }
  for (const event of sampleEvents) {
    const text = event.text[lang];
    for (const html of [text.content, text.practical, ...faqHtml(text.faq)]) {
      fragments.push({ where: `event ${event.key} (${lang})`, html });
    }
  }
  for (const page of samplePages) {
    const text = page.text[lang];
    for (const html of [text.content, ...faqHtml(text.faq)]) {
      fragments.push({ where: `page ${page.key} (${lang})`, html });
    }
  }
  for (const page of sampleHousePages) {
    const text = page.text[lang];
    for (const html of [text.content, text.acf.contact, ...faqHtml(text.acf.faq)]) {
      fragments.push({ where: `house page ${page.key} (${lang})`, html });
    }
  }
  const services = [
    ...sampleCampusServices,
    ...sampleHouses.flatMap((house) => sampleHouseServices(house.slug)),
  ];
  for (const service of services) {
    const text = service.text[lang];
    for (const html of [text.content, ...faqHtml(text.faq)]) {
      fragments.push({ where: `service ${service.key} (${lang})`, html });
    }
  }
  return fragments;
}

interface Tag {
  name: string;
  closing: boolean;
  attributes: Map<string, string>;
  rest: string;
}

function parseTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)) {
    const attributes = new Map<string, string>();
    const raw = match[3] ?? '';
    for (const attribute of raw.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)) {
      attributes.set(attribute[1] ?? '', attribute[2] ?? '');
    }
    tags.push({
      name: (match[2] ?? '').toLowerCase(),
      closing: match[1] === '/',
      attributes,
      rest: raw.replace(/([a-zA-Z-]+)="([^"]*)"/g, '').trim(),
    });
  }
  return tags;
}

/** What breaks the nesting of a fragment: closing tags that close another tag, and tags left open. */
function nestingErrors(html: string): string[] {
  const open: string[] = [];
  const errors: string[] = [];
  for (const tag of parseTags(html).filter((item) => !VOID_TAGS.has(item.name))) {
    if (!tag.closing) open.push(tag.name);
    else {
      const innermost = open.pop();
      if (innermost !== tag.name) errors.push(`</${tag.name}> closes <${innermost ?? 'nothing'}>`);
    }
  }
  return [...errors, ...open.map((name) => `<${name}> is never closed`)];
}

function pagePaths(lang: Lang): Map<string, string> {
  const byKey = new Map<string, SeedPage>(samplePages.map((page) => [page.key, page]));
  const path = (page: SeedPage): string => {
    const parent = page.parentKey === undefined ? undefined : byKey.get(page.parentKey);
    return `${parent === undefined ? '/pages' : path(parent)}/${page.text[lang].slug}`;
  };
  return new Map(samplePages.map((page) => [page.key, path(page)]));
}

function internalTargets(lang: Lang): Set<string> {
  return new Set([
    ...APP_ROUTES,
    ...sampleNews.map((news) => `/news/${news.text[lang].slug}`),
    ...sampleEvents.map((event) => `/events/${event.text[lang].slug}`),
    ...pagePaths(lang).values(),
  ]);
}

const everyTranslated: { where: string; text: Translated<{ slug: string; title: string }> }[] = [
  ...sampleNews.map((news) => ({ where: `news ${news.key}`, text: news.text })),
  ...sampleEvents.map((event) => ({ where: `event ${event.key}`, text: event.text })),
  ...samplePages.map((page) => ({ where: `page ${page.key}`, text: page.text })),
];

describe('sample news', () => {
  it('publishes every campus-wide item under a known service', () => {
    for (const news of sampleNews.filter((item) => item.houseSlugs.length === 0)) {
      expect(SERVICE_SLUGS.has(news.serviceSlug ?? ''), news.key).toBe(true);
    }
  });

  it('translates FAQ, form and alert alike in both languages', () => {
    for (const news of sampleNews) {
      const { fr, en } = news.text;
      expect(fr.faq?.length, news.key).toBe(en.faq?.length);
      expect(fr.form === undefined, news.key).toBe(en.form === undefined);
      expect(fr.alert === undefined, news.key).toBe(en.alert === undefined);
    }
    const bilingualForms = sampleNews.flatMap(({ key, text: { fr, en } }) =>
      fr.form && en.form ? [{ key, fr: fr.form, en: en.form }] : [],
    );
    for (const { key, fr, en } of bilingualForms) {
      expect(fr.form_email_receiver, key).toBe(en.form_email_receiver);
      expect(fr.form_email_receiver, key).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    }
  });

  it('gives every excerpt as one plain-text paragraph', () => {
    for (const news of sampleNews) {
      for (const lang of LANGS) expect(news.text[lang].excerpt, news.key).toMatch(/^<p>[^<>]+<\/p>$/);
    }
  });
});

describe('sample events', () => {
  it('names houses exactly for house-visibility events', () => {
    for (const event of sampleEvents) {
      expect(event.houseSlugs.length > 0, event.key).toBe(event.visibility === 'house');
    }
    for (const { key, serviceSlug } of sampleEvents.filter((event) => event.serviceSlug !== undefined)) {
      expect(SERVICE_SLUGS.has(serviceSlug ?? ''), key).toBe(true);
    }
  });

  it('gives each event one or two locations: a campus place or an external map link', () => {
    for (const event of sampleEvents) {
      expect(event.locations.length, event.key).toBeGreaterThanOrEqual(1);
      expect(event.locations.length, event.key).toBeLessThanOrEqual(2);
      for (const location of event.locations) expect(location.name.trim(), event.key).not.toBe('');
    }
    const locations = sampleEvents.flatMap((event) =>
      event.locations.map((location) => ({ key: event.key, ...location })),
    );
    for (const { key, place } of locations.filter((location) => location.url === '')) {
      expect(PLACE_KEYS.has(place), key).toBe(true);
    }
    for (const { key, place, url } of locations.filter((location) => location.url !== '')) {
      expect(url, key).toMatch(/^https:\/\//);
      expect(place, key).toBe('');
    }
  });

  it('has practical information and an organizer in both languages, and a FAQ in both or neither', () => {
    for (const event of sampleEvents) {
      for (const lang of LANGS) {
        expect(event.text[lang].practical, event.key).toMatch(/^<(ul|p)>/);
        expect(event.text[lang].organizer.trim(), event.key).not.toBe('');
      }
      expect(event.text.fr.faq?.length, event.key).toBe(event.text.en.faq?.length);
    }
  });
});

describe('sample pages', () => {
  const byKey = new Map(samplePages.map((page) => [page.key, page]));

  it('keeps the faq, policy, legal and accessibility slugs the same in both languages, as the app routes them', () => {
    for (const key of ['faq', 'policy', 'legal', 'accessibility']) {
      const page = byKey.get(key);
      expect(page?.parentKey, key).toBeUndefined();
      expect(page?.text.fr.slug).toBe(key);
      expect(page?.text.en.slug).toBe(key);
    }
  });

  it('points every parentKey to an existing page, without cycles', () => {
    for (const page of samplePages) {
      const seen = new Set([page.key]);
      let parentKey = page.parentKey;
      while (parentKey !== undefined) {
        expect(byKey.has(parentKey), `${page.key} → ${parentKey}`).toBe(true);
        expect(seen.has(parentKey), `cycle at ${parentKey}`).toBe(false);
        seen.add(parentKey);
        parentKey = byKey.get(parentKey)?.parentKey;
      }
    }
  });
});

describe('sample content slugs and references', () => {
  it('uses lower-case ASCII kebab-case slugs and unique keys', () => {
    for (const { where, text } of everyTranslated) {
      for (const lang of LANGS) expect(text[lang].slug, where).toMatch(KEBAB);
    }
    for (const keys of [sampleNews, sampleEvents, samplePages].map((items) =>
      items.map((item) => item.key),
    )) {
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('gives news and events distinct French and English slugs, unique across both languages', () => {
    const slugs = [...sampleNews, ...sampleEvents].flatMap((item) => [item.text.fr.slug, item.text.en.slug]);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('keeps page paths unique in each language', () => {
    for (const lang of LANGS) {
      const paths = [...pagePaths(lang).values()];
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('refers only to houses and tags of the sample campus', () => {
    for (const item of [...sampleNews, ...sampleEvents]) {
      for (const slug of item.houseSlugs) expect(HOUSE_SLUGS.has(slug), `${item.key}: ${slug}`).toBe(true);
    }
    for (const news of sampleNews) {
      for (const slug of news.tagSlugs) expect(TAG_SLUGS.has(slug), `${news.key}: ${slug}`).toBe(true);
    }
  });

  it('refers only to images that exist on disk', () => {
    const paths = [...sampleNews, ...sampleEvents].flatMap((item) =>
      item.image === undefined ? [] : [item.image],
    );
    for (const lang of LANGS) {
      for (const { html } of htmlFragments(lang)) {
        for (const match of html.matchAll(/<img [^>]*src="\/sample-images\/([^"]+)"/g))
          paths.push(match[1] ?? '');
      }
    }
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(existsSync(sampleImage(path)), path).toBe(true);
  });
});

describe('sample images', () => {
  const files = ['news', 'events'].flatMap((folder) =>
    readdirSync(sampleImage(folder))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => `${folder}/${name}`),
  );

  it('are small, self-contained SVG illustrations', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const svg = readFileSync(sampleImage(file), 'utf8');
      expect(statSync(sampleImage(file)).size, file).toBeLessThan(3 * 1024);
      expect(svg, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="[\d ]+">/,
      );
      expect(svg.trim().endsWith('</svg>'), file).toBe(true);
      expect(svg, file).not.toMatch(/<script|<text|href=|url\(|<foreignObject|\son[a-z]+=/i);
    }
  });
});

describe('sample content HTML', () => {
  for (const lang of LANGS) {
    it(`stays within the sanitiser allow-list (${lang})`, () => {
      for (const { where, html } of htmlFragments(lang)) {
        expect(html, where).not.toMatch(/<script/i);
        expect(html, where).not.toMatch(/\son[a-z]+\s*=/i);
        expect(html, where).not.toMatch(/javascript:/i);
        expect(html, where).not.toMatch(/style=/i);
        for (const tag of parseTags(html)) {
          const allowed = ALLOWED[tag.name];
          expect(allowed, `${where}: <${tag.name}>`).toBeDefined();
          expect(tag.rest, `${where}: <${tag.name}> has unquoted attributes`).toBe('');
          for (const name of tag.attributes.keys()) {
            expect(allowed, `${where}: <${tag.name} ${name}>`).toContain(name);
          }
        }
      }
    });

    it(`nests its tags properly (${lang})`, () => {
      for (const { where, html } of htmlFragments(lang)) expect(nestingErrors(html), where).toEqual([]);
    });

    it(`links only with allowed schemes, and internal links resolve (${lang})`, () => {
      const targets = internalTargets(lang);
      for (const { where, html } of htmlFragments(lang)) {
        const anchors = parseTags(html).filter((item) => item.name === 'a' && !item.closing);
        const hrefs = anchors.map((anchor) => anchor.attributes.get('href') ?? '');
        for (const href of hrefs) expect(href, where).toMatch(/^(https?:\/\/|mailto:|tel:|\/)/);
        for (const href of hrefs.filter((item) => item.startsWith('/'))) {
          expect(targets.has(href), `${where}: ${href}`).toBe(true);
        }
        // A link either opens in place (no target) or in a new tab: no other target is allowed.
        for (const anchor of anchors)
          expect([undefined, '_blank'], where).toContain(anchor.attributes.get('target'));
        for (const tag of parseTags(html).filter((item) => item.name === 'img')) {
          expect(tag.attributes.get('src'), where).toMatch(/^\/sample-images\/[a-z-]+\/[a-z0-9-]+\.svg$/);
          expect(tag.attributes.get('alt')?.trim(), where).not.toBe('');
        }
      }
    });
  }
});
