import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderRoutes } from '../testing/test-services.tsx';
import { RichHtml } from './rich-html.tsx';

const HTML = '<p>Read <a href="/news/welcome">the welcome news</a> first.</p>';

/** CMS HTML shown on /start, with the news route it links to next to it. */
function renderAtStart() {
  const services = createTestServices();
  return renderRoutes(
    [
      { path: '/start', element: <RichHtml html={HTML} /> },
      { path: '/news/:slug', element: <h1>News</h1> },
    ],
    services,
    '/start',
  );
}

/** What reached the document: whether each click was still the browser's to follow. */
const browserClicks: boolean[] = [];
const recordBrowserClick = (event: MouseEvent) => {
  browserClicks.push(!event.defaultPrevented);
  // jsdom cannot follow links: the browser's part stops here.
  event.preventDefault();
};

afterEach(() => {
  document.removeEventListener('click', recordBrowserClick);
  browserClicks.length = 0;
});

describe('RichHtml internal links (spec §2.16)', () => {
  it('opens an internal link inside the app when clicked', async () => {
    const { router } = renderAtStart();
    await userEvent.click(screen.getByRole('link', { name: 'the welcome news' }));
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news/welcome');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('opens it the same way with Enter on the focused link', async () => {
    const user = userEvent.setup();
    const { router } = renderAtStart();
    await user.tab();
    expect(screen.getByRole('link', { name: 'the welcome news' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'News' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/news/welcome');
  });

  it('leaves a modified click to the browser, which opens a new tab or window', async () => {
    const user = userEvent.setup();
    const { router } = renderAtStart();
    document.addEventListener('click', recordBrowserClick);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'the welcome news' }));
    await user.keyboard('{/Control}');
    expect(browserClicks).toEqual([true]);
    expect(router.state.location.pathname).toBe('/start');
  });
});

describe('RichHtml tables (issue #33)', () => {
  it('puts each table in a named box that scrolls sideways and takes the focus, the table unchanged', () => {
    const services = createTestServices();
    renderRoutes(
      [
        {
          path: '/start',
          element: <RichHtml html="<table><tbody><tr><td>Heure</td><td>Lieu</td></tr></tbody></table>" />,
        },
      ],
      services,
      '/start',
    );
    const box = screen.getByRole('region', { name: 'Table (scrolls sideways on a narrow screen)' });
    expect(box).toHaveClass('rich-html__table');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box.innerHTML).toBe('<table><tbody><tr><td>Heure</td><td>Lieu</td></tr></tbody></table>');
  });
});

describe('RichHtml images from elsewhere (issue #33)', () => {
  it('shows an image whose address is not the portal’s own as one that failed to load (§2.16)', () => {
    const services = createTestServices();
    renderRoutes(
      [{ path: '/start', element: <RichHtml html='<img src="https://tracker.example/p.gif" alt="Logo">' /> }],
      services,
      '/start',
    );
    const image = screen.getByRole('img', { name: 'Image could not be loaded' });
    expect(image).not.toHaveAttribute('src');
    expect(image).toHaveClass('rich-html__broken-image');
  });
});
