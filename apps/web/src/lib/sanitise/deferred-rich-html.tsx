import { lazy, Suspense } from 'react';

/** The sanitiser (DOMPurify, about 12 kB gzip) and the component around it, in their own chunk. */
const RichHtml = lazy(() => import('./rich-html.tsx').then(({ RichHtml }) => ({ default: RichHtml })));

/**
 * The words of `html` only, in RichHtml's box while the sanitiser loads, read by an inert parser: a
 * document made by DOMParser runs no script and loads no image, and its text goes to the screen as text,
 * never as markup. What is not prose (a script's or a style's source) is left out, as the sanitiser would
 * leave it out.
 */
function PlainText({ html, classes }: { html: string; classes: string }) {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const code of body.querySelectorAll('script, style, template, noscript')) code.remove();
  return <div className={classes}>{body.textContent}</div>;
}

/**
 * RichHtml for what a page paints first (the news cards' excerpts, issue #20): its words show at once as
 * plain text, and the sanitised HTML, with its links and emphasis, replaces them as soon as the sanitiser
 * has loaded, so /news does not wait for DOMPurify to paint. Elsewhere, use RichHtml. The plain text is
 * read only while the sanitiser is loading (the fallback renders only then): once it is in, a card
 * rendered later does not parse its excerpt twice (a tenth of /news's longest task, issue #31).
 */
export function DeferredRichHtml({ html, className }: { html: string; className?: string }) {
  const classes = className === undefined ? 'rich-html' : `rich-html ${className}`;
  return (
    <Suspense fallback={<PlainText html={html} classes={classes} />}>
      <RichHtml html={html} className={className} />
    </Suspense>
  );
}
