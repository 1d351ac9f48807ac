import type { EmergencyContact } from '@campus/domain/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { testService } from '../../lib/testing/services-fixtures.ts';
import { EmergencyPage } from './emergency-page.tsx';
import { ServicesCataloguePage } from './services-catalogue.tsx';
import { renderSignedIn } from './test-render.tsx';

const CONTACTS: EmergencyContact[] = [
  {
    contact_type: 'phone',
    number: '01 44 16 00 00',
    title_fr: 'Sécurité du campus',
    title_en: 'Campus security',
  },
  { contact_type: 'email', number: 'urgence@campus.example', title_fr: 'Infirmerie', title_en: 'Infirmary' },
];

const SERVICES = [
  testService(1, 'library', {}, { service_category: [{ value: 'campus', label: 'Campus' }] }),
  testService(
    2,
    'bibliotheque',
    { lang: 'fr' },
    { service_category: [{ value: 'campus', label: 'Campus' }] },
  ),
];

const routes = [
  { path: '/emergency', element: <EmergencyPage /> },
  { path: '/services/tabs/:tab/*', element: <ServicesCataloguePage /> },
  {
    path: '/news',
    element: (
      <>
        <h1>News page</h1>
        <Link to="/emergency">emergency numbers</Link>
      </>
    ),
  },
];

describe('/emergency (spec §2.7)', () => {
  it('lists phone numbers as tel: links and e-mails as mailto: links, in English for en_US', async () => {
    renderSignedIn(routes, '/emergency', testUser({ emergency_contacts: CONTACTS }), { services: SERVICES });
    const dialog = await screen.findByRole('dialog', { name: 'Emergency numbers' });
    expect(within(dialog).getByRole('link', { name: /Campus security/ })).toHaveAttribute(
      'href',
      'tel:0144160000',
    );
    expect(within(dialog).getByRole('link', { name: /Infirmary/ })).toHaveAttribute(
      'href',
      'mailto:urgence@campus.example',
    );
    expect(within(dialog).getByText('01 44 16 00 00')).toBeInTheDocument();
  });

  it('shows each number alone, with a call or write button that names whom it reaches (issue #29)', async () => {
    renderSignedIn(routes, '/emergency', testUser({ emergency_contacts: CONTACTS }), { services: SERVICES });
    const dialog = await screen.findByRole('dialog', { name: 'Emergency numbers' });
    const security = within(dialog).getByRole('article', { name: 'Campus security' });
    // The number is a line of its own, not run into the label.
    expect(within(security).getByText('01 44 16 00 00').tagName).toBe('P');
    const call = within(security).getByRole('link', { name: 'Call Campus security' });
    expect(call).toHaveTextContent(/^Call$/);
    expect(call).toHaveAttribute('href', 'tel:0144160000');
    const infirmary = within(dialog).getByRole('article', { name: 'Infirmary' });
    expect(within(infirmary).getByRole('link', { name: 'Send an e-mail to Infirmary' })).toHaveAttribute(
      'href',
      'mailto:urgence@campus.example',
    );
  });

  it('labels the numbers in French for fr_FR', async () => {
    renderSignedIn(
      routes,
      '/emergency',
      testUser({ locale: 'fr_FR', emergency_contacts: CONTACTS }, { locale: 'fr_FR' }),
      { services: SERVICES },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Numéros d’urgence' });
    expect(within(dialog).getByRole('link', { name: /Sécurité du campus/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Infirmerie/ })).toBeInTheDocument();
  });

  it("says 'No emergency number' when there is none", async () => {
    renderSignedIn(routes, '/emergency', testUser({ emergency_contacts: [] }), { services: SERVICES });
    const dialog = await screen.findByRole('dialog', { name: 'Emergency numbers' });
    expect(within(dialog).getByText('No emergency number')).toBeInTheDocument();
  });

  it('opens over the services home on a cold load, and closing stays there', async () => {
    const { router } = renderSignedIn(routes, '/emergency', testUser({ emergency_contacts: CONTACTS }), {
      services: SERVICES,
    });
    await screen.findByRole('dialog', { name: 'Emergency numbers' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    // The tab says the dialog, not the services home under it (issue #34).
    expect(document.title).toBe('Emergency numbers · Campus portal');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/services/tabs/campus');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes back to the page it was opened from when closed (Escape)', async () => {
    const { router } = renderSignedIn(routes, '/news', testUser({ emergency_contacts: CONTACTS }), {
      services: SERVICES,
    });
    await userEvent.click(await screen.findByRole('link', { name: 'emergency numbers' }));
    await screen.findByRole('dialog', { name: 'Emergency numbers' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/news');
    });
  });
});
