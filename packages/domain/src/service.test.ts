import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  invoicesAvailable,
  selectedServiceTab,
  serviceTabLink,
  serviceTabs,
  servicesOfTab,
  ServicePageSchema,
  type ServicePage,
} from './service.ts';
import { testServicePage } from './service-fixtures.ts';

function service(
  id: number,
  slug: string,
  categories: [value: string, label: string][],
  { menu_order = 0, invoices = false }: { menu_order?: number; invoices?: boolean } = {},
): ServicePage {
  const service_category = categories.map(([value, label]) => ({ value, label }));
  return testServicePage(id, slug, { menu_order }, { service_category, invoices });
}

describe('service fixtures', () => {
  it('match the wire schema', () => {
    expect(Value.Check(ServicePageSchema, testServicePage(1, 'library'))).toBe(true);
    expect(Value.Check(ServicePageSchema, service(1, 'library', [['campus', 'Campus']]))).toBe(true);
  });
});

describe('serviceTabs (§2.7)', () => {
  const english = [
    service(1, 'library', [['campus', 'Campus']]),
    service(2, 'wifi', [['digital', 'Digital']]),
    service(3, 'doctor', [['health', 'Health']]),
    service(4, 'housing-office', [['housing', 'Accommodation']]),
    service(5, 'printing', [
      ['digital', 'Digital'],
      ['campus', 'Campus'],
    ]),
  ];

  it('has one tab per category, sorted alphabetically by label, each linking to /services/tabs/{value}', () => {
    expect(serviceTabs(english, 'en')).toEqual([
      { value: 'housing', label: 'Accommodation', link: '/services/tabs/housing' },
      { value: 'campus', label: 'Campus', link: '/services/tabs/campus' },
      { value: 'digital', label: 'Digital', link: '/services/tabs/digital' },
      { value: 'health', label: 'Health', link: '/services/tabs/health' },
    ]);
  });

  it('sorts French labels with their accents where a French reader expects them', () => {
    const french = [
      service(1, 'a', [['health', 'Santé']]),
      service(2, 'b', [['digital', 'Numérique']]),
      service(3, 'c', [['housing', 'Logement']]),
      service(4, 'd', [['studies', 'Études']]),
      service(5, 'e', [['campus', 'Campus']]),
    ];
    expect(serviceTabs(french, 'fr').map((tab) => tab.label)).toEqual([
      'Campus',
      'Études',
      'Logement',
      'Numérique',
      'Santé',
    ]);
  });

  it('has no tab when no service has a category', () => {
    expect(serviceTabs([service(1, 'x', [])], 'en')).toEqual([]);
  });
});

describe('selectedServiceTab (§2.7: by path prefix)', () => {
  const tabs = ['campus', 'digital', 'digital-life'].map((value) => ({ link: serviceTabLink(value) }));

  it('selects the tab whose link is the path', () => {
    expect(selectedServiceTab(tabs, '/services/tabs/campus')?.link).toBe('/services/tabs/campus');
  });

  it('selects the digital tab for /services/tabs/digital/invoices', () => {
    expect(selectedServiceTab(tabs, '/services/tabs/digital/invoices')?.link).toBe('/services/tabs/digital');
  });

  it('matches at a segment boundary only, so digital-life is not taken for digital', () => {
    expect(selectedServiceTab(tabs, '/services/tabs/digital-life')?.link).toBe('/services/tabs/digital-life');
    expect(selectedServiceTab(tabs, '/services/tabs/digit')).toBeNull();
  });

  it('selects nothing for an unknown tab', () => {
    expect(selectedServiceTab(tabs, '/services/tabs/unknown')).toBeNull();
  });
});

describe('servicesOfTab (§2.7: by menu order)', () => {
  it('keeps the services of the category, by menu order, ties by title', () => {
    const services = [
      service(1, 'c', [['campus', 'Campus']], { menu_order: 3 }),
      service(2, 'b', [['campus', 'Campus']], { menu_order: 1 }),
      service(3, 'wifi', [['digital', 'Digital']], { menu_order: 0 }),
      service(4, 'a', [['campus', 'Campus']], { menu_order: 1 }),
    ];
    expect(servicesOfTab(services, 'campus').map((item) => item.slug)).toEqual(['a', 'b', 'c']);
    expect(servicesOfTab(services, 'digital').map((item) => item.slug)).toEqual(['wifi']);
    expect(servicesOfTab(services, 'health')).toEqual([]);
  });
});

describe('invoicesAvailable (§2.7, §5)', () => {
  const flagged = service(9, 'invoices', [['digital', 'Digital']], { invoices: true });
  const unflagged = service(9, 'invoices', [['digital', 'Digital']], { invoices: false });

  it('needs both an invoice url and the invoices flag', () => {
    expect(
      invoicesAvailable({ invoice_url: 'http://localhost:8080/wp-json/portal/v1/invoices' }, flagged),
    ).toBe(true);
    expect(invoicesAvailable({ invoice_url: '' }, flagged)).toBe(false);
    expect(invoicesAvailable({ invoice_url: '   ' }, flagged)).toBe(false);
    expect(invoicesAvailable({ invoice_url: 'http://x/invoices' }, unflagged)).toBe(false);
  });

  it('is closed while the invoices service is unknown', () => {
    expect(invoicesAvailable({ invoice_url: 'http://x/invoices' }, null)).toBe(false);
    expect(invoicesAvailable({ invoice_url: 'http://x/invoices' }, undefined)).toBe(false);
  });
});
