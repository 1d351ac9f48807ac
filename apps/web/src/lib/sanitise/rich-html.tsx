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
 * 'Chargement impossible' (§2.16, §8).
 */
export function RichHtml({ html, className }: RichHtmlProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const safe = useMemo(() => ({ __html: sanitiseHtml(html) }), [html]);
  const failedAlt = t('common.imageLoadFailed');
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
