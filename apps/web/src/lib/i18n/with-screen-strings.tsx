import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasScreenStrings, loadScreenStrings } from './i18n.ts';

/**
 * Renders `children` once every screen's strings are there (lib/i18n/i18n.ts), `fallback` until then: for
 * a part of the shell that shows a screen's component outside its route (the sidebar's house committee,
 * the checklist prompt, the events list, the app's offline pages).
 */
export function WithScreenStrings({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(() => hasScreenStrings(i18n));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // A failure leaves the fallback; the next mount asks again (loadScreenStrings forgets a failed load).
    loadScreenStrings(i18n).then(
      () => {
        if (current) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, loaded]);
  return loaded ? children : fallback;
}
