import type { Page } from '@campus/domain/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testPage } from '../../lib/testing/content-fixtures.ts';
import { testCampus } from '../../lib/testing/test-campus.ts';
import { createTestServices, renderRoutes } from '../../lib/testing/test-services.tsx';
import { CmsPageRoute } from './cms-page-route.tsx';
import { resolvePagePath } from './resolve-page-path.ts';

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A page whose content also carries a script the sanitiser must drop. */
function page(id: number, slug: string, parent: number, overrides: Partial<Page> = {}): Page {
  return testPage(id, slug, parent, {
    content: { rendered: `<p>Body of ${slug}</p><script>window.__xss = 1</script>` },
    ...overrides,
  });
}

const PAGES = [page(1, 'campus-life', 0), page(2, 'sports', 1), page(3, 'pool', 2), page(9, 'sports', 0)];

function renderAt(path: string, pages: Page[]) {
  testCampus.pages = pages;
  const services = createTestServices({ backendToken: 'backend-1' });
  services.auth.start();
  renderRoutes([{ path: '/pages/*', element: <CmsPageRoute /> }], services, path);
  return { services };
}

describe('CMS pages (spec §2.14)', () => {
  it('shows a nested page with its breadcrumb, title and sanitised content, in one request', async () => {
    const { services } = renderAt('/pages/campus-life/sports/pool', PAGES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Title pool' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Title campus-life' })).toHaveAttribute(
      'href',
      '/pages/campus-life',
    );
    expect(within(breadcrumb).getByRole('link', { name: 'Title sports' })).toHaveAttribute(
      'href',
      '/pages/campus-life/sports',
    );
    expect(screen.getByText('Body of pool')).toBeInTheDocument();
    // Text queries skip <script> unless told not to: this finds the script if the sanitiser kept it.
    expect(screen.queryByText('window.__xss = 1', { ignore: false })).not.toBeInTheDocument();
    const pageCalls = services.fetch.mock.calls.filter(([input]) => urlOf(input).includes('/pages'));
    expect(pageCalls).toHaveLength(1);
  });

  it('shows the FAQ of the page', async () => {
    renderAt('/pages/faq', [
      page(5, 'faq', 0, {
        acf: {
          address: '',
          links: [],
          faq: [{ faq_ask: 'Why?', faq_answer: '<p>Because.</p>' }],
          form: null,
          gform: null,
        },
      }),
    ]);
    expect(await screen.findByRole('button', { name: 'Why?' })).toBeInTheDocument();
  });

  it('names the FAQ once on the FAQ page, whose own title already says it (issue #29)', async () => {
    const faq = [{ faq_ask: 'Why?', faq_answer: '<p>Because.</p>' }];
    const acf = { address: '', links: [], faq, form: null, gform: null };
    renderAt('/pages/faq', [page(5, 'faq', 0, { title: { rendered: 'Frequently asked questions' }, acf })]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Frequently asked questions')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toContainElement(
      screen.getByRole('button', { name: 'Why?' }),
    );
  });

  it('titles the FAQ section of any other page', async () => {
    const faq = [{ faq_ask: 'Why?', faq_answer: '<p>Because.</p>' }];
    const acf = { address: '', links: [], faq, form: null, gform: null };
    renderAt('/pages/sports', [page(9, 'sports', 0, { acf })]);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
  });

  it('shows the 404 content for an unknown slug', async () => {
    renderAt('/pages/nothing-here', PAGES);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/news');
  });
});

describe('resolvePagePath', () => {
  it('follows the parents from the top-level page', () => {
    expect(resolvePagePath(PAGES, ['campus-life', 'sports'])?.map((item) => item.id)).toEqual([1, 2]);
    expect(resolvePagePath(PAGES, ['sports'])?.map((item) => item.id)).toEqual([9]);
  });

  it('refuses a path whose pages are not parent and child', () => {
    expect(resolvePagePath(PAGES, ['sports', 'pool'])).toBeNull();
    expect(resolvePagePath(PAGES, ['campus-life', 'pool'])).toBeNull();
    expect(resolvePagePath(PAGES, [])).toBeNull();
  });
});
