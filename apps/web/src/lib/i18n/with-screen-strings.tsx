import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasNamespaces, loadNamespaces } from './i18n.ts';
import type { Namespace } from './namespaces.ts';

/**
 * Renders `children` once `namespaces` are there in the current language (lib/i18n/i18n.ts), `fallback`
 * until then: for a part of the shell that shows a screen's component outside its route (the sidebar's
 * house committee, the checklist prompt, the events list, the app's offline pages).
 */
export function WithScreenStrings({
  namespaces,
  children,
  fallback,
}: {
  namespaces: readonly Namespace[];
  children: ReactNode;
  fallback: ReactNode;
}) {
  const { i18n } = useTranslation();
  const loaded = hasNamespaces(i18n, namespaces);
  // Re-rendered when the load ends (or the language changes): `loaded` is read from i18n each render.
  const [, setAttempt] = useState(0);
  const wanted = namespaces.join(' ');
  useEffect(() => {
    if (loaded) return;
    let current = true;
    // A failure leaves the fallback; the next mount asks again (loadNamespaces asks a failed one again).
    loadNamespaces(i18n, wanted.split(' ') as Namespace[]).then(
      () => {
        if (current) setAttempt((attempt) => attempt + 1);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [i18n, loaded, wanted]);
  return loaded ? children : fallback;
}
