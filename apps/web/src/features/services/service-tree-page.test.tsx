import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../lib/testing/fixtures.ts';
import { testService } from '../../lib/testing/services-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { HouseServicesCard } from './house-services-card.tsx';
import { CampusServicePage, ServiceTreePage } from './service-tree-page.tsx';
import { renderSignedIn } from './test-render.tsx';

const HOUSE_MAIN_PAGE = 500;

/** A campus tree three levels deep, and a house tree below the house main page. */
const TREE = [
  testService(
    1,
    'health',
    { content: { rendered: '<p>Care on campus</p><script>window.__xss = 1</script>' } },
    {
      icon: { class: 'health' },
      subtitle: 'Doctors and nurses',
      links: [
        { acf_fc_layout: 'pdf', name: 'Health guide', url: 'https://cms.example/guide.pdf' },
        { acf_fc_layout: 'external_link', name: 'Health insurance', url: 'https://insurance.example' },
        { acf_fc_layout: 'external_link', name: 'Bad', url: 'javascript:alert(1)' },
      ],
      faq: [{ faq_ask: 'Is it free?', faq_answer: '<p>Yes.</p>' }],
    },
  ),
  testService(2, 'doctors', { parent: 1, menu_order: 2 }),
  testService(3, 'nurses', { parent: 1, menu_order: 1 }),
  testService(4, 'night-shift', { parent: 3 }),
  testService(5, 'laundry', {
    parent: HOUSE_MAIN_PAGE,
    menu_order: 3,
    link: `${window.location.origin}/house/services/laundry`,
  }),
  testService(6, 'kitchen', {
    parent: HOUSE_MAIN_PAGE,
    menu_order: 1,
    link: `${window.location.origin}/house/services/kitchen`,
  }),
  testService(7, 'bikes', {
    parent: HOUSE_MAIN_PAGE,
    menu_order: 2,
    link: `${window.location.origin}/house/services/bikes`,
  }),
  testService(8, 'machines', {
    parent: 5,
    link: `${window.location.origin}/house/services/laundry/machines`,
  }),
];

const routes = [
  { path: '/services/*', element: <CampusServicePage /> },
  {
    path: '/house/services/*',
    element: <ServiceTreePage basePath="/house/services" rootParent={HOUSE_MAIN_PAGE} />,
  },
  { path: '/house', element: <HouseServicesCard rootParent={HOUSE_MAIN_PAGE} /> },
  {
    path: '/news',
    element: (
      <Link to="/services/health/nurses/night-shift" state={{ from: '/news' }}>
        to the night shift
      </Link>
    ),
  },
  { path: '*', element: <p>elsewhere</p> },
];

const renderAt = (path: string) => renderSignedIn(routes, path, testUser(), { services: TREE });

describe('service detail (spec §2.7)', () => {
  it('shows a service three levels deep with its breadcrumb, in one request for the path', async () => {
    renderAt('/services/health/nurses/night-shift');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service night-shift' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(breadcrumb).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/services/tabs/campus'],
      ['Service health', '/services/health'],
      ['Service nurses', '/services/health/nurses'],
    ]);
    expect(within(breadcrumb).getByText('Service night-shift')).toHaveAttribute('aria-current', 'page');
    const pathCalls = testCampus.requests.filter((request) => request.search.has('slug'));
    expect(pathCalls).toHaveLength(1);
    expect(pathCalls[0]?.search.get('slug')).toBe('health,nurses,night-shift');
  });

  it('goes up the tree through the breadcrumb, with the keyboard', async () => {
    renderAt('/services/health/nurses/night-shift');
    await screen.findByRole('heading', { level: 1, name: 'Service night-shift' });
    const toHealth = screen.getByRole('link', { name: 'Service health' });
    toHealth.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
  });

  it('shows the icon, sanitised content, links, child services by menu order and FAQ', async () => {
    renderAt('/services/health');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service health' })).toBeInTheDocument();
    expect(screen.getByText('Doctors and nurses')).toBeInTheDocument();
    expect(screen.getByText('Care on campus')).toBeInTheDocument();
    expect(screen.queryByText('window.__xss = 1', { ignore: false })).not.toBeInTheDocument();

    const pdf = screen.getByRole('link', { name: /PDF\s*Health guide/ });
    expect(pdf).toHaveAttribute('href', 'https://cms.example/guide.pdf');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    const external = screen.getByRole('link', { name: /Health insurance/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Bad/ })).not.toBeInTheDocument();

    const children = await screen.findByRole('region', { name: 'Related services' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Service nurses', '/services/health/nurses'],
      ['Service doctors', '/services/health/doctors'],
    ]);
    expect(screen.getByRole('button', { name: 'Is it free?' })).toBeInTheDocument();
  });

  it('shows the not-found view for an unknown service or a broken path', async () => {
    renderAt('/services/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/news');
  });

  it('refuses a child service under the wrong parent', async () => {
    renderAt('/services/health/night-shift');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('service back link (spec §2.7)', () => {
  it('goes to the services home on a deep link', async () => {
    renderAt('/services/health/nurses');
    await screen.findByRole('heading', { level: 1, name: 'Service nurses' });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/services/tabs/campus');
  });

  it('goes back to the previous service when the person came from it', async () => {
    renderAt('/services/health');
    await userEvent.click(await screen.findByRole('link', { name: 'Service nurses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Service nurses' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/services/health');
  });

  it('goes to the services home when the previous path was outside /services', async () => {
    renderAt('/news');
    await userEvent.click(await screen.findByRole('link', { name: 'to the night shift' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Service night-shift' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/services/tabs/campus');
  });
});

describe('house service tree (spec §2.6)', () => {
  it("lists the house's top-level services as a grid by menu order at its root", async () => {
    renderAt('/house/services');
    const grid = await screen.findByRole('list');
    expect(
      within(grid)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/house/services/kitchen', '/house/services/bikes', '/house/services/laundry']);
    const serviceCalls = testCampus.requests.filter((request) => request.path === '/wp/v2/service');
    expect(serviceCalls.map((request) => request.search.get('parent'))).toEqual([String(HOUSE_MAIN_PAGE)]);
  });

  it('walks a house path from the house main page, with its own breadcrumb and back link', async () => {
    renderAt('/house/services/laundry/machines');
    // Level 2: the house frame's h1 (the house's name) is the page's one h1.
    expect(await screen.findByRole('heading', { level: 2, name: 'Service machines' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/house/services', '/house/services/laundry']);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/house/services');
  });

  it('does not take a campus service for a house one', async () => {
    renderAt('/house/services/health');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the first 2 top-level services on the house hub card, with See more', async () => {
    renderAt('/house');
    expect(await screen.findByRole('link', { name: 'Service kitchen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service bikes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Service laundry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/house/services');
  });
});
