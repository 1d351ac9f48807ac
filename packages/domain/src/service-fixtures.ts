import type { ServiceAcf, ServicePage } from './service.ts';

/**
 * A service page as GET /wp/v2/service sends it, its acf at the values the API gives a service whose CMS
 * fields are empty, but for what a test names. The domain's rule tests, the server's service tests and the
 * web's fixtures build their services from it, so a field added to ServicePageSchema is given its value in
 * one place.
 */
export function testServicePage(
  id: number,
  slug: string,
  overrides: Partial<Omit<ServicePage, 'acf'>> = {},
  acf: Partial<ServiceAcf> = {},
): ServicePage {
  return {
    id,
    slug,
    title: { rendered: `Service ${slug}` },
    content: { rendered: `<p>About ${slug}</p>` },
    parent: 0,
    menu_order: 0,
    'tax-house': [],
    link: `http://localhost/services/${slug}`,
    date: '2025-01-01T09:00:00',
    modified: '2025-01-01T09:00:00',
    status: 'publish',
    type: 'service',
    lang: 'en',
    translations: {},
    ...overrides,
    acf: { ...EMPTY_SERVICE_ACF, ...acf },
  };
}

/** A service's acf when every CMS field is empty: each key is still there (spec §3 Service). */
export const EMPTY_SERVICE_ACF: ServiceAcf = {
  color: '',
  icon: { class: '' },
  subtitle: '',
  cover: null,
  image: null,
  service_category: [],
  invoices: false,
  links: [],
  faq: [],
  form: null,
  gform: null,
};
