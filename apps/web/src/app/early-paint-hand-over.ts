import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuthService, useConnection } from '../lib/auth/auth-context.tsx';
import { hasEarlyPaint, removeEarlyPaint } from '../lib/early-paint.ts';

/**
 * The app's side of the early copy of /news (app/early-news-paint.ts, issue #31), for the root layout.
 * Under the copy the start-up splash would not be seen, and would show for a moment once the copy goes:
 * it is skipped. The copy goes as soon as it is not /news's first screen any more: the person turns out
 * not to be signed in, or the app shows another route. The news list takes it away itself once its first
 * cards are committed, or its error or empty state (features/news/news-list.tsx).
 */
export function useEarlyPaintHandOver(): void {
  const auth = useAuthService();
  const { status } = useConnection();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (hasEarlyPaint(document)) auth.hideSplash();
  }, [auth]);
  useLayoutEffect(() => {
    if (status === 'notConnected' || pathname !== '/news') removeEarlyPaint(document);
  }, [status, pathname]);
}
