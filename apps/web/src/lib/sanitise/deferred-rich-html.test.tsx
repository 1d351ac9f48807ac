import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestServices, renderRoutes } from '../testing/test-services.tsx';
import { DeferredRichHtml } from './deferred-rich-html.tsx';

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
    const { container } = renderExcerpt();
    const excerpt = container.querySelector('.news-card__excerpt');
    // The first paint: plain text in the same box, no markup from the CMS at all.
    expect(excerpt).toHaveTextContent('Read the welcome news first.');
    expect(excerpt?.querySelector('a, img, script')).toBeNull();
    // Then RichHtml: the link is a real link, and nothing executable survived.
    expect(await screen.findByRole('link', { name: 'the welcome news' })).toHaveAttribute(
      'href',
      '/news/welcome',
    );
    await waitFor(() => {
      expect(container.querySelector('.news-card__excerpt strong')).toHaveTextContent('welcome');
    });
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect((window as { __deferredXss?: boolean }).__deferredXss).toBeUndefined();
  });
});
