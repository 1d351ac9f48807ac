import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderRoutes } from '../testing/test-services.tsx';

// The test files share their worker (isolate: false in vite.config.ts): once another file has rendered
// DeferredRichHtml, its lazy sanitiser is loaded and the first paint is already the HTML. Load the module
// afresh so that this test sees the first paint of a page that has not loaded the sanitiser yet.
vi.resetModules();
const { DeferredRichHtml } = await import('./deferred-rich-html.tsx');

const EXCERPT =
  '<p>Read <a href="/news/welcome">the <strong>welcome</strong> news</a> first.</p>' +
  '<img src="x" onerror="window.__deferredXss = true"><script>window.__deferredXss = true</script>';

function renderExcerpt() {
  return renderRoutes(
    [{ path: '/news', element: <DeferredRichHtml className="news-card__excerpt" html={EXCERPT} /> }],
    createTestServices(),
    '/news',
  );
}

describe('DeferredRichHtml (the news cards excerpts, issue #20)', () => {
  it('shows the words at once as text, then the sanitised HTML with its link', async () => {
    renderExcerpt();
    // The first paint: the words as plain text in the same box, no markup from the CMS at all.
    expect(screen.getByText('Read the welcome news first.')).toHaveClass('rich-html', 'news-card__excerpt');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // Then RichHtml: the link is a real link, the emphasis is back, and nothing executable survived.
    expect(await screen.findByRole('link', { name: 'the welcome news' })).toHaveAttribute(
      'href',
      '/news/welcome',
    );
    expect(screen.getByText('welcome', { selector: 'strong' })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/<script|onerror/);
    expect((window as { __deferredXss?: boolean }).__deferredXss).toBeUndefined();
  });
});

describe('DeferredRichHtml once the sanitiser is in (issue #31)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the sanitised HTML without reading the plain text first', async () => {
    renderExcerpt();
    await screen.findByRole('link', { name: 'the welcome news' });
    // A card rendered later, as /news's other cards are: its excerpt parsed once, by the sanitiser
    // (DOMPurify reads HTML with DOMParser too), not a second time for a plain text nobody sees.
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    renderExcerpt();
    expect(await screen.findAllByRole('link', { name: 'the welcome news' })).toHaveLength(2);
    expect(parse).toHaveBeenCalledOnce();
  });
});
