import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INTERNAL_LINK_ATTRIBUTE, sanitiseHtml } from './sanitise-html.ts';
import './rich-html.css';

interface RichHtmlProps {
  /** HTML from the CMS: it is sanitised here, whatever its source. */
  html: string;
  className?: string;
}

/**
 * The one way rich HTML from the CMS reaches the screen (spec §5): sanitised with the §5 allow-list,
 * internal links routed inside the app (§2.16), and images that fail to load replaced by their alt text
 * ('Chargement impossible' in French, §2.16, §8), and tables that scroll sideways inside the text (issue #33).
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const failedAlt = t('common:imageLoadFailed');
  const tableLabel = t('common:scrollableTable');
  const safe = useMemo(
    () => ({ __html: forDisplay(sanitiseHtml(html), { tableLabel, failedAlt }) }),
    [html, tableLabel, failedAlt],
  );
  const openInApp = useEffectEvent((path: string) => {
    void navigate(path);
  });

  // A layout effect runs in the same task that inserts the fragment, so the listener is in place before
  // any image of it can fail (a passive effect may run after a fast failure, which then goes unseen).
  useLayoutEffect(() => {
    const element = container.current;
    if (element === null) return;
    // Load errors do not bubble: listen in the capture phase for every image of the fragment.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) {
        event.target.alt = failedAlt;
        event.target.removeAttribute('srcset');
        event.target.classList.add('rich-html__broken-image');
      }
    };
    element.addEventListener('error', onError, true);
    return () => {
      element.removeEventListener('error', onError, true);
    };
  }, [failedAlt]);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    // Internal links of the fragment stay real anchors (focusable, Enter clicks them): one delegated
    // listener keeps their navigation inside the app. A modified click still opens a new tab or window.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const path = link?.getAttribute(INTERNAL_LINK_ATTRIBUTE);
      if (path === null || path === undefined) return;
      event.preventDefault();
      openInApp(path);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <div
      ref={container}
      className={className === undefined ? 'rich-html' : `rich-html ${className}`}
      dangerouslySetInnerHTML={safe}
    />
  );
}

/**
 * The sanitised HTML made ready to show (issue #33). Each table goes in a box of its own that scrolls
 * sideways, so a wide table fits a 320 px screen without widening the page; the box can take the keyboard's
 * focus (a scrolling region must, to be scrolled without a mouse) and is named, so that focus says what it
 * is. An image whose address the sanitiser refused (not the portal's own) shows as one that failed to load
 * (§2.16), as it did when the CSP blocked it. Done after sanitising: this is the portal's markup, not the CMS's.
 */
function forDisplay(
  html: string,
  { tableLabel, failedAlt }: { tableLabel: string; failedAlt: string },
): string {
  if (!html.includes('<table') && !html.includes('<img')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const table of template.content.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'rich-html__table';
    box.setAttribute('role', 'region');
    box.setAttribute('tabindex', '0');
    box.setAttribute('aria-label', tableLabel);
    table.replaceWith(box);
    box.append(table);
  }
  for (const image of template.content.querySelectorAll('img:not([src])')) {
    image.setAttribute('alt', failedAlt);
    image.removeAttribute('srcset');
    image.classList.add('rich-html__broken-image');
  }
  return template.innerHTML;
}
