import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuthService, useConnection } from '../lib/auth/auth-context.tsx';
import { EARLY_PAINT_EVENT, hasEarlyPaint, removeEarlyPaint } from '../lib/early-paint.ts';

/**
 * The app's side of the early copy of /news (app/early-news-paint.ts, issue #31), for the root layout.
 * The copy may be painted before the app starts or while it starts (the news answer can come after the
 * app's first commit): this follows it from the script's event. Under the copy the start-up splash would
 * not be seen, and would show for a moment once the copy goes: it is skipped — returns true from the
 * render that first finds the copy, for the splash not to render even once. The copy goes as soon as it
 * is not /news's first screen any more: the person turns out not to be signed in, or the app shows
 * another route. The news list takes it away itself once its first cards are committed, or its error or
 * empty state (features/news/news-list.tsx).
 */
export function useEarlyPaintHandOver(): boolean {
  const auth = useAuthService();
  const { status } = useConnection();
  const { pathname } = useLocation();
  const [painted, setPainted] = useState(() => hasEarlyPaint(document));
  useEffect(() => {
    const onPainted = () => {
      setPainted(true);
    };
    document.addEventListener(EARLY_PAINT_EVENT, onPainted);
    return () => {
      document.removeEventListener(EARLY_PAINT_EVENT, onPainted);
    };
  }, []);
  useLayoutEffect(() => {
    if (painted) auth.hideSplash();
  }, [auth, painted]);
  useLayoutEffect(() => {
    if (status === 'notConnected' || pathname !== '/news') removeEarlyPaint(document);
  }, [status, pathname, painted]);
  return painted;
}
