import type { User } from '@campus/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../lib/testing/fixtures.ts';
import { server } from '../lib/testing/msw-server.ts';
import { servicesHandlers, testInvoiceUrl, testService } from '../lib/testing/services-fixtures.ts';
import { testCampus } from '../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../lib/testing/test-services.tsx';
import { createRoutes } from './routes.tsx';

const SERVICES = [
  testService(1, 'library', {}, { service_category: [{ value: 'campus', label: 'Campus' }] }),
  testService(
    2,
    'invoices',
    {},
    { service_category: [{ value: 'digital', label: 'Digital' }], invoices: true },
  ),
  testService(3, 'printing', { parent: 1 }),
];

/** The whole app, signed in as `user`, at `path`. */
function renderApp(path: string, user: User) {
  testCampus.me = user;
  server.use(...servicesHandlers({ services: SERVICES, invoices: [] }));
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  const { router } = renderRoutes(createRoutes(services), services, path);
  return { router };
}

describe('services routes (spec §2.7)', () => {
  it('/services opens the campus tab of the services home', async () => {
    const { router } = renderApp('/services', testUser());
    expect(await screen.findByRole('list', { name: 'Campus' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services/tabs/campus');
  });

  it('/services/invoices sends a person without an invoice url to the services home', async () => {
    const { router } = renderApp('/services/invoices', testUser({ invoice_url: '' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/services/tabs/campus');
    });
  });

  it('/services/invoices shows the invoice list under the digital tab to someone with invoices', async () => {
    const { router } = renderApp('/services/invoices', testUser({ invoice_url: testInvoiceUrl() }));
    expect(await screen.findByText('No invoice')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services/tabs/digital/invoices');
  });

  it('/services/{slug}/{slug1} shows a service detail inside the layout', async () => {
    renderApp('/services/library/printing', testUser());
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Service printing' }),
    ).toBeInTheDocument();
  });

  it('/emergency opens the emergency modal on a cold load', async () => {
    renderApp(
      '/emergency',
      testUser({
        emergency_contacts: [
          { contact_type: 'phone', number: '112', title_fr: 'Urgences', title_en: 'Emergencies' },
        ],
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Emergency numbers' });
    expect(within(dialog).getByRole('link', { name: /Emergencies/ })).toHaveAttribute('href', 'tel:112');
  });
});
