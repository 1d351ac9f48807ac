import { lazy, Suspense, useMemo } from 'react';

/** The sanitiser (DOMPurify, about 12 kB gzip) and the component around it, in their own chunk. */
const RichHtml = lazy(() => import('./rich-html.tsx').then(({ RichHtml }) => ({ default: RichHtml })));

/**
 * The words of `html` only, read by an inert parser: a document made by DOMParser runs no script and
 * loads no image, and its text goes to the screen as text, never as markup. What is not prose (a script's
 * or a style's source) is left out, as the sanitiser would leave it out.
 */
function plainTextOf(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const code of body.querySelectorAll('script, style, template, noscript')) code.remove();
  return body.textContent;
}

/**
 * RichHtml for what a page paints first (the news cards' excerpts, issue #20): its words show at once as
 * plain text, and the sanitised HTML, with its links and emphasis, replaces them as soon as the sanitiser
 * has loaded, so /news does not wait for DOMPurify to paint. Elsewhere, use RichHtml.
 */
export function DeferredRichHtml({ html, className }: { html: string; className?: string }) {
  const text = useMemo(() => plainTextOf(html), [html]);
  const classes = className === undefined ? 'rich-html' : `rich-html ${className}`;
  return (
    <Suspense fallback={<div className={classes}>{text}</div>}>
      <RichHtml html={html} className={className} />
    </Suspense>
  );
}
