import type { HousePage } from '@campus/domain/house-page';
import type { ServicePage } from '@campus/domain/service';
import { EMPTY_SERVICE_ACF } from '@campus/domain/service-fixtures';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertHouseAndServiceFixture,
  type HouseAndServiceFixture,
} from '../../test/house-and-service-fixtures.ts';
import { signedInGet } from '../../test/signed-in-caller.ts';
import { TEST_PUBLIC_URL, buildTestApp } from '../../test/test-app.ts';

const HOUSE = '/wp-json/wp/v2/house';
const SERVICE = '/wp-json/wp/v2/service';

// Both trees are read from one app holding the fixture, signed in as Lucas: the tests only read (the one
// insert of the service tests is rolled back), so one set-up serves both.
describe('house pages and service trees (spec §2.6, §2.7)', () => {
  let app: FastifyInstance;
  let get: (url: string) => Promise<LightMyRequestResponse>;
  let fx: HouseAndServiceFixture;

  beforeAll(async () => {
    app = await buildTestApp();
    fx = await insertHouseAndServiceFixture(app.db);
    get = await signedInGet(app, 'lucas.bernard');
  });
  afterAll(() => app.close());

  describe('GET /wp-json/wp/v2/house: house pages (spec §2.6, §3 House page, §7)', () => {
    const pages = async (url: string) => (await get(url)).json<HousePage[]>();

    it("lists a house's pages in one language, its main page (parent 0) first, each carrying its house", async () => {
      for (const language of ['fr', 'en'] as const) {
        const list = await pages(`${HOUSE}?wpml_language=${language}&tax-house=${fx.houseId}&per_page=100`);
        expect(list.map((page) => page.id)).toEqual([fx.mainPage[language], fx.subPage[language]]);
        expect(list.map((page) => page.parent)).toEqual([0, fx.mainPage[language]]);
        expect(list.every((page) => page.lang === language && page['tax-house'][0] === fx.houseId)).toBe(
          true,
        );
        expect(list[0]?.translations).toEqual({ fr: fx.mainPage.fr, en: fx.mainPage.en });
      }
    });

    it('sends the main page with contact, address, links, locations (place defaulting to ""), FAQ and links', async () => {
      const [main] = await pages(`${HOUSE}?wpml_language=en&tax-house=${fx.houseId}&parent=0`);
      expect(main?.type).toBe('house');
      expect(main?.link).toBe(`${TEST_PUBLIC_URL}/house`);
      expect(main?.fimg_url).toBe(`${TEST_PUBLIC_URL}/sample-images/fx-house.jpg`);
      expect(main?.acf).toEqual({
        contact: '<p>About: reception@fx.example</p>',
        address: '1 fixture street\n75014 Paris',
        links: [{ url: 'https://fx.example', icon: { class: 'icon-web' } }],
        locations: [
          { name: 'Hall', url: '', place: 'fx-hall' },
          { name: 'Garden', url: 'https://maps.example/garden', place: '' },
          { name: 'Nowhere', url: '', place: '' },
        ],
        faq: [{ faq_ask: 'Q en', faq_answer: '<p>A en</p>' }],
      });
      const [sub] = await pages(`${HOUSE}?wpml_language=en&parent=${fx.mainPage.en}`);
      expect(sub?.link).toBe(`${TEST_PUBLIC_URL}/house/fx-about`);
      expect(sub?.fimg_url).toBe(false);
    });

    it('answers every acf key of a page whose acf is empty', async () => {
      const [bare] = await pages(`${HOUSE}?wpml_language=fr&tax-house=${fx.bareHouseId}`);
      expect(bare?.acf).toEqual({ contact: '', address: '', links: [], locations: [], faq: [] });
    });

    it('lists only main pages with parent=0, and pages of several houses by tax-house', async () => {
      const mains = await pages(`${HOUSE}?wpml_language=en&parent=0&per_page=100`);
      expect(mains.every((page) => page.parent === 0)).toBe(true);
      expect(mains.map((page) => page.id)).toEqual(
        expect.arrayContaining([fx.mainPage.en, fx.bareMainPage.en]),
      );
      const both = await pages(`${HOUSE}?wpml_language=en&tax-house=${fx.houseId},${fx.bareHouseId}`);
      expect(both.map((page) => page.id).sort()).toEqual(
        [fx.mainPage.en, fx.subPage.en, fx.bareMainPage.en].sort(),
      );
    });

    it('pages with the WordPress headers and refuses a bad tax-house', async () => {
      const response = await get(`${HOUSE}?wpml_language=en&tax-house=${fx.houseId}&per_page=1`);
      expect(response.json<HousePage[]>()).toHaveLength(1);
      expect(response.headers['x-wp-total']).toBe('2');
      expect(response.headers['x-wp-totalpages']).toBe('2');
      const refused = await get(`${HOUSE}?tax-house=9999999999`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ code: string }>().code).toBe('rest_invalid_param');
    });
  });

  describe('GET /wp-json/wp/v2/service: the campus and house service trees (spec §2.7, §3 Service page, §7)', () => {
    const services = async (url: string) => (await get(url)).json<ServicePage[]>();
    const fixtureOnly = (list: ServicePage[]) => list.filter((service) => service.slug.startsWith('fx-'));

    it('lists the campus top level with parent=0 by menu order, without house services', async () => {
      const top = await services(`${SERVICE}?wpml_language=en&parent=0&per_page=100`);
      expect(top.every((service) => service.parent === 0 && service['tax-house'].length === 0)).toBe(true);
      expect(fixtureOnly(top).map((service) => service.id)).toEqual([fx.campus.first.en, fx.campus.root.en]);
      const orders = top.map((service) => service.menu_order);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });

    it("lists a house's top level with parent = its main page, each service carrying the house", async () => {
      const top = await services(`${SERVICE}?wpml_language=fr&parent=${fx.mainPage.fr}`);
      expect(top.map((service) => service.id)).toEqual([fx.house.root.fr]);
      expect(top[0]?.parent).toBe(fx.mainPage.fr);
      expect(top[0]?.['tax-house']).toEqual([fx.houseId]);
      const all = await services(`${SERVICE}?wpml_language=fr&tax-house=${fx.houseId}`);
      expect(all.map((service) => service.slug).sort()).toEqual([
        'fx-house-child',
        'fx-house-grandchild',
        'fx-house-root',
      ]);
    });

    it('answers every slug of a 3-level path at once, with parents to walk and absolute links', async () => {
      const path = 'fx-house-root,fx-house-child,fx-house-grandchild';
      const list = await services(`${SERVICE}?wpml_language=en&slug=${path}`);
      const bySlug = new Map(list.map((service) => [service.slug, service]));
      expect(bySlug.get('fx-house-root')?.parent).toBe(fx.mainPage.en);
      expect(bySlug.get('fx-house-child')?.parent).toBe(fx.house.root.en);
      expect(bySlug.get('fx-house-grandchild')?.parent).toBe(fx.house.child.en);
      expect(bySlug.get('fx-house-grandchild')?.link).toBe(
        `${TEST_PUBLIC_URL}/house/services/fx-house-root/fx-house-child/fx-house-grandchild`,
      );
      const campus = await services(`${SERVICE}?wpml_language=en&slug=fx-campus-child,fx-campus-grandchild`);
      expect(campus.map((service) => service.parent).sort()).toEqual(
        [fx.campus.root.en, fx.campus.child.en].sort(),
      );
      expect(campus.find((service) => service.slug === 'fx-campus-grandchild')?.link).toBe(
        `${TEST_PUBLIC_URL}/services/fx-campus-root/fx-campus-child/fx-campus-grandchild`,
      );
    });

    it('sends the categories, invoices flag, links, forms and absolute images of a service', async () => {
      const [root] = await services(`${SERVICE}?wpml_language=fr&slug=fx-campus-root`);
      expect(root?.acf).toEqual({
        color: '#123456',
        icon: { class: 'icon-wifi' },
        subtitle: 'Sub fr',
        cover: { sizes: { large: `${TEST_PUBLIC_URL}/sample-images/fx-cover.jpg` } },
        image: { sizes: { medium: 'https://cdn.example/fx.jpg' } },
        service_category: [
          { value: 'fx-digital', label: 'Numérique' },
          { value: 'fx-health', label: 'Santé' },
        ],
        invoices: true,
        links: [
          { acf_fc_layout: 'pdf', name: 'Guide', url: `${TEST_PUBLIC_URL}/sample-files/fx-guide.pdf` },
          { acf_fc_layout: 'external_link', name: 'Site', url: 'https://fx.example' },
        ],
        faq: [{ faq_ask: 'Q', faq_answer: 'A' }],
        form: { form_title: 'Write to us', form_activation: true, form_email_receiver: 'fx@fx.example' },
        gform: { gform: 3, gform_activation: false },
      });
      expect(root?.translations).toEqual({ fr: fx.campus.root.fr, en: fx.campus.root.en });
    });

    it('answers every acf key of a service whose acf is empty', async () => {
      const [first] = await services(`${SERVICE}?wpml_language=en&slug=fx-campus-first`);
      expect(first?.acf).toEqual(EMPTY_SERVICE_ACF);
    });

    it('answers the language asked for only', async () => {
      const fr = await services(`${SERVICE}?wpml_language=fr&slug=fx-campus-root`);
      const en = await services(`${SERVICE}?wpml_language=en&slug=fx-campus-root`);
      expect(fr.map((service) => [service.id, service.lang])).toEqual([[fx.campus.root.fr, 'fr']]);
      expect(en.map((service) => [service.id, service.lang])).toEqual([[fx.campus.root.en, 'en']]);
    });

    it('finds the children of a service with parent=<id>, and nothing for an unknown parent', async () => {
      const children = await services(`${SERVICE}?wpml_language=en&parent=${fx.campus.root.en}`);
      expect(children.map((service) => service.id)).toEqual([fx.campus.child.en]);
      const none = await get(`${SERVICE}?wpml_language=en&parent=2147483647`);
      expect(none.json()).toEqual([]);
      expect(none.headers['x-wp-total']).toBe('0');
    });

    it('lets the parent and slug lists use their indexes on a large catalogue (no scan of every service)', async () => {
      const plans = await app.db
        .transaction(async (tx) => {
          // 3000 services under one parent, in a transaction rolled back below so no other test sees them.
          await tx.query(
            `INSERT INTO service_pages (language, translation_group, parent_service, slug, path, date, modified, title)
             SELECT 'en', 'fx-bulk-' || n, $1, 'fx-bulk-' || n, 'fx-bulk-' || n, now(), now(), 'Bulk'
             FROM generate_series(1, 3000) AS n`,
            [fx.campus.root.en],
          );
          await tx.query('ANALYZE service_pages');
          const plan = async (where: string) =>
            (
              await tx.query<{ 'QUERY PLAN': string }>(
                `EXPLAIN SELECT s.id FROM service_pages s WHERE ${where}`,
              )
            )
              .map((row) => row['QUERY PLAN'])
              .join('\n');
          const result = {
            parent: await plan(
              "s.language = 'en' AND COALESCE(s.parent_service, s.parent_house_page, 0) = 0",
            ),
            slug: await plan("s.language = 'en' AND s.slug = ANY(ARRAY['fx-bulk-7', 'fx-bulk-8'])"),
          };
          throw new RolledBack(result);
        })
        .catch((error: unknown) => {
          if (error instanceof RolledBack) return error.plans;
          throw error;
        });
      expect(plans.parent).toMatch(/service_pages_parent_idx/);
      expect(plans.slug).toMatch(/service_pages_slug_idx/);
    });
  });
});

/** Carries a result out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly plans: { parent: string; slug: string }) {
    super('rolled back');
  }
}
