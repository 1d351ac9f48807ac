import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { testUser } from '../../lib/testing/fixtures.ts';
import { testInvoiceUrl, testService } from '../../lib/testing/services-fixtures.ts';
import { ServicesCataloguePage } from './services-catalogue.tsx';
import { renderSignedIn } from './test-render.tsx';

const routes = [
  { path: '/services/tabs/:tab/*', element: <ServicesCataloguePage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const category = (value: string, label: string) => ({ service_category: [{ value, label }] });

const ENGLISH = [
  testService(1, 'library', { menu_order: 2 }, category('campus', 'Campus')),
  testService(2, 'restaurant', { menu_order: 1 }, category('campus', 'Campus')),
  testService(3, 'sport', { menu_order: 3 }, category('campus', 'Campus')),
  testService(4, 'wifi', { menu_order: 1 }, category('digital', 'Digital')),
  testService(5, 'invoices', { menu_order: 2 }, { ...category('digital', 'Digital'), invoices: true }),
  testService(6, 'doctor', {}, category('health', 'Health')),
  testService(7, 'emergency', { menu_order: 2 }, category('health', 'Health')),
  testService(8, 'housing-office', {}, category('housing', 'Accommodation')),
];

const FRENCH = [
  testService(11, 'bibliotheque', { lang: 'fr' }, category('campus', 'Campus')),
  testService(12, 'wifi', { lang: 'fr' }, category('digital', 'Numérique')),
  testService(13, 'medecin', { lang: 'fr' }, category('health', 'Santé')),
  testService(14, 'logement', { lang: 'fr' }, category('housing', 'Logement')),
  testService(15, 'etudes', { lang: 'fr' }, category('studies', 'Études')),
];

const tabNames = () =>
  within(screen.getByRole('navigation', { name: /categories|catégories/i }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const cardTitles = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('services catalogue (spec §2.7)', () => {
  it('shows one tab per category, sorted alphabetically by label', async () => {
    renderSignedIn(routes, '/services/tabs/campus', testUser(), { services: ENGLISH });
    expect(await screen.findByRole('link', { name: 'Campus' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Accommodation', 'Campus', 'Digital', 'Health']);
  });

  it('sorts the French labels alphabetically for a fr_FR person', async () => {
    renderSignedIn(routes, '/services/tabs/campus', testUser({ locale: 'fr_FR' }, { locale: 'fr_FR' }), {
      services: [...ENGLISH, ...FRENCH],
    });
    expect(await screen.findByRole('link', { name: 'Numérique' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Campus', 'Études', 'Logement', 'Numérique', 'Santé']);
  });

  it("lists the tab's services by menu order", async () => {
    renderSignedIn(routes, '/services/tabs/campus', testUser(), { services: ENGLISH });
    const grid = await screen.findByRole('list', { name: 'Campus' });
    expect(cardTitles(grid)).toEqual(['Service restaurant', 'Service library', 'Service sport']);
    expect(within(grid).getByRole('link', { name: /Service library/ })).toHaveAttribute(
      'href',
      '/services/library',
    );
  });

  it('selects the tab by path prefix: /services/tabs/digital/invoices selects Digital', async () => {
    renderSignedIn(routes, '/services/tabs/digital/invoices', testUser({ invoice_url: testInvoiceUrl() }), {
      services: ENGLISH,
    });
    expect(await screen.findByRole('heading', { name: 'My invoices' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Digital' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Campus' })).not.toHaveAttribute('aria-current');
    expect(document.title).toBe('My invoices · Services · Campus portal');
  });

  it('names the browser tab after the tab shown (issue #34)', async () => {
    renderSignedIn(routes, '/services/tabs/digital', testUser(), { services: ENGLISH });
    await waitFor(() => {
      expect(document.title).toBe('Digital · Services · Campus portal');
    });
  });

  it('sends the emergency card to /emergency', async () => {
    renderSignedIn(routes, '/services/tabs/health', testUser(), { services: ENGLISH });
    const grid = await screen.findByRole('list', { name: 'Health' });
    expect(within(grid).getByRole('link', { name: /Service emergency/ })).toHaveAttribute(
      'href',
      '/emergency',
    );
  });

  it('shows the invoices card, leading to the digital tab, to someone with an invoice url', async () => {
    renderSignedIn(routes, '/services/tabs/digital', testUser({ invoice_url: testInvoiceUrl() }), {
      services: ENGLISH,
    });
    const grid = await screen.findByRole('list', { name: 'Digital' });
    expect(cardTitles(grid)).toEqual(['Service wifi', 'Service invoices']);
    expect(within(grid).getByRole('link', { name: /Service invoices/ })).toHaveAttribute(
      'href',
      '/services/tabs/digital/invoices',
    );
  });

  it('hides the invoices card from someone without an invoice url', async () => {
    renderSignedIn(routes, '/services/tabs/digital', testUser({ invoice_url: '' }), { services: ENGLISH });
    const grid = await screen.findByRole('list', { name: 'Digital' });
    expect(cardTitles(grid)).toEqual(['Service wifi']);
  });

  it('hides the invoices card when the service lacks the invoices flag', async () => {
    const unflagged = ENGLISH.map((service) =>
      service.slug === 'invoices' ? { ...service, acf: { ...service.acf, invoices: false } } : service,
    );
    renderSignedIn(routes, '/services/tabs/digital', testUser({ invoice_url: testInvoiceUrl() }), {
      services: unflagged,
    });
    const grid = await screen.findByRole('list', { name: 'Digital' });
    expect(cardTitles(grid)).toEqual(['Service wifi']);
  });

  it('shows the not-found view for an unknown tab', async () => {
    renderSignedIn(routes, '/services/tabs/nothing', testUser(), { services: ENGLISH });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/news');
  });

  it("shows 'Unavailable Datas' when the catalogue is empty", async () => {
    renderSignedIn(routes, '/services/tabs/campus', testUser(), { services: [] });
    expect(await screen.findByText('Data unavailable for now')).toBeInTheDocument();
  });

  it("shows 'Error loading entries' with a retry that loads the catalogue", async () => {
    const failOnce = http.get(
      '*/wp-json/wp/v2/service',
      () =>
        HttpResponse.json({ code: 'rest_invalid', message: 'No.', data: { status: 400 } }, { status: 400 }),
      { once: true },
    );
    renderSignedIn(routes, '/services/tabs/campus', testUser(), { services: ENGLISH }, [failOnce]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading entries');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Campus' })).toBeInTheDocument();
  });
});
