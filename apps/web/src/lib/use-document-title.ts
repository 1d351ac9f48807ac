import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every screen that names the tab claims the title; the claim that began rendering last wins. React renders
 * a parent before its children (and a page before the dialog drawn over it), but runs the children's effects
 * first: with a plain `document.title =` in an effect, a layout (the profile hub, the news list behind a
 * news dialog) overwrote the title its child had just set. Render order makes the innermost, latest view win
 * however the effects run, and an unmounted claim hands the title back to the one below it.
 */
const claims = new Map<number, string>();
let nextClaim = 0;

function showLatestClaim(): void {
  let latest = -1;
  for (const order of claims.keys()) latest = Math.max(latest, order);
  const title = claims.get(latest);
  if (title !== undefined) document.title = title;
}

/**
 * Names the browser tab after the page, so history and screen readers say where the person is. `null` is
 * the app's bare name (the landing); `undefined` claims nothing yet (a detail still loading keeps the title
 * of the view under it). `section`, when given, follows the page: "People · Search · Campus portal".
 */
export function useDocumentTitle(page: string | null | undefined, section?: string): void {
  const { t } = useTranslation();
  const [order] = useState(() => nextClaim++);
  const named = page === null || page === undefined || section === undefined ? page : `${page} · ${section}`;
  const title =
    named === null
      ? t('common:appName')
      : named === undefined
        ? undefined
        : t('common:documentTitle', { page: named });
  useEffect(() => {
    if (title === undefined) return undefined;
    claims.set(order, title);
    showLatestClaim();
    return () => {
      claims.delete(order);
      showLatestClaim();
    };
  }, [order, title]);
}
