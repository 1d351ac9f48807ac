import type { HousePage } from '@campus/domain/house-page';
import type { HouseTerm, TagTerm } from '@campus/domain/taxonomy';
import { testTag } from './people-fixtures.ts';

/**
 * A house as GET /wp/v2/tax-house sends it: `name` is its French name; with `en`, its label list gives both
 * names (without, an empty list, as a house the CMS saved without labels, whose name every reader sees).
 */
export function testHouseTerm(id: number, name: string, main = false, en?: string): HouseTerm {
  return {
    id,
    term_id: id,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    taxonomy: 'tax-house',
    count: 10,
    acf: {
      common_name: name,
      main,
      image: { url: `http://localhost/houses/${String(id)}.jpg`, sizes: { thumbnail: '' } },
      label:
        en === undefined
          ? []
          : [
              { lang: 'fr', value: name },
              { lang: 'en', value: en },
            ],
    },
    description: '',
    parent: 0,
    thumbnail: null,
  };
}

/** A house page as GET /wp/v2/house sends it; `parent` 0 is the main page of the house. */
export function testHousePage(
  id: number,
  houseId: number,
  parent: number,
  overrides: Partial<HousePage> = {},
  acf: Partial<HousePage['acf']> = {},
): HousePage {
  const slug = overrides.slug ?? `house-page-${String(id)}`;
  return {
    id,
    slug,
    title: { rendered: `Page ${String(id)}` },
    content: { rendered: `<p>Content of page ${String(id)}</p>` },
    parent,
    menu_order: parent === 0 ? 0 : 1,
    'tax-house': [houseId],
    link: `http://localhost/house/${slug}`,
    fimg_url: false,
    date: '2025-05-01T09:00:00',
    modified: '2025-05-01T09:00:00',
    status: 'publish',
    type: 'house',
    lang: 'en',
    translations: {},
    ...overrides,
    acf: { contact: '', address: '', links: [], locations: [], faq: [], ...acf },
  };
}

export const HOUSES = {
  main: testHouseTerm(1, 'Maison internationale', true),
  brazil: testHouseTerm(12, 'Maison du Brésil'),
  japan: testHouseTerm(14, 'Maison du Japon'),
} as const;

function freshHousePages(): HousePage[] {
  return [
    testHousePage(
      501,
      HOUSES.brazil.id,
      0,
      {
        slug: 'maison-du-bresil',
        title: { rendered: 'Maison du Brésil' },
        content: { rendered: '<p>A house designed by Le Corbusier and Lúcio Costa.</p>' },
        fimg_url: 'http://localhost/houses/brazil-page.jpg',
      },
      {
        contact: '<p>Reception open every day, <a href="mailto:bresil@campus.example">write to us</a>.</p>',
        address: 'Maison du Brésil\n7L boulevard Jourdan\n75014 Paris',
        links: [{ url: 'https://www.facebook.com/maisondubresil', icon: { class: 'fa-facebook' } }],
        locations: [{ name: 'Reception', url: '', place: 'maison-du-bresil' }],
        faq: [{ faq_ask: 'When is the reception open?', faq_answer: '<p>Every day from 8 am.</p>' }],
      },
    ),
    testHousePage(502, HOUSES.brazil.id, 501, { slug: 'rooms' }),
    testHousePage(
      510,
      HOUSES.main.id,
      0,
      { slug: 'maison-internationale', title: { rendered: 'Maison internationale' } },
      {
        links: [
          { url: 'https://www.facebook.com/campus', icon: { class: 'fa-facebook' } },
          { url: 'https://www.instagram.com/campus', icon: { class: 'fa-instagram' } },
        ],
      },
    ),
    testHousePage(
      520,
      HOUSES.japan.id,
      0,
      {
        slug: 'maison-du-japon',
        title: { rendered: 'Maison du Japon' },
        content: { rendered: '<p>A house with frescoes by Foujita.</p>' },
      },
      { address: 'Maison du Japon\n7C boulevard Jourdan' },
    ),
  ];
}

/** The houses the shared MSW handlers answer from; reset with the test campus before each test. */
export const houseCampus: { terms: HouseTerm[]; pages: HousePage[] } = {
  terms: Object.values(HOUSES),
  pages: freshHousePages(),
};

export function resetHouseCampus(): void {
  houseCampus.terms = Object.values(HOUSES);
  houseCampus.pages = freshHousePages();
}

/** The committee parent tag (spec §3) and one of its children: members carry either. */
export const COMMITTEE_TAGS: { parent: TagTerm; president: TagTerm } = {
  parent: testTag(600, 'committee', 0, { en: 'Committee', fr: 'Comité' }),
  president: testTag(601, 'committee-president', 600, { en: 'President', fr: 'Président' }),
};
