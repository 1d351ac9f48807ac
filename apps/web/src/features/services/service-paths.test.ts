import { describe, expect, it } from 'vitest';
import { byMenuOrder, serviceCardPath, serviceTreeCardPath } from './service-paths.ts';

const origin = 'http://localhost:8080';

describe('serviceCardPath (§2.7)', () => {
  it('sends the emergency service to /emergency and the invoices service to the digital tab', () => {
    expect(serviceCardPath({ slug: 'emergency', link: `${origin}/services/emergency` }, origin, '/x')).toBe(
      '/emergency',
    );
    expect(serviceCardPath({ slug: 'invoices', link: `${origin}/services/invoices` }, origin, '/x')).toBe(
      '/services/tabs/digital/invoices',
    );
  });

  it("takes any other service to the path of its link on the portal's origin", () => {
    expect(serviceCardPath({ slug: 'library', link: `${origin}/services/library` }, origin, '/x')).toBe(
      '/services/library',
    );
    expect(serviceCardPath({ slug: 'laundry', link: `${origin}/house/services/laundry` }, origin, '/x')).toBe(
      '/house/services/laundry',
    );
  });

  it('builds the path from the tree when the link is on another origin', () => {
    expect(
      serviceCardPath(
        { slug: 'library', link: 'https://cms.example/services/library' },
        origin,
        '/services/library',
      ),
    ).toBe('/services/library');
  });
});

describe('serviceTreeCardPath', () => {
  it('keeps the special screens, and takes the path one level down the tree for any other service', () => {
    expect(serviceTreeCardPath({ slug: 'emergency' }, '/house/services/emergency')).toBe('/emergency');
    expect(serviceTreeCardPath({ slug: 'nurses' }, '/services/health/nurses')).toBe(
      '/services/health/nurses',
    );
  });
});

describe('byMenuOrder', () => {
  it('orders by menu order, then id', () => {
    const services = [
      { id: 3, menu_order: 2 },
      { id: 2, menu_order: 1 },
      { id: 1, menu_order: 2 },
    ];
    expect(byMenuOrder(services).map((service) => service.id)).toEqual([2, 1, 3]);
  });
});
