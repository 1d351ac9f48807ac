import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { nativeServices } from '../lib/platform/current-platform.ts';
import type { PortalServices } from '../lib/portal-services.ts';
import { PortalProviders } from '../lib/portal-providers.tsx';
import { createRoutes } from './routes.tsx';

export function App({ services }: { services: PortalServices }) {
  // One router for the life of the page (useState's initialiser runs once, even under StrictMode's
  // double render of a component that keeps its state).
  const [router] = useState(() => createBrowserRouter(createRoutes(services)));
  // The app: links that open it, its sign-in callbacks and tapped notifications go to their page (§2.16,
  // ADR 016).
  useEffect(() => {
    const native = nativeServices();
    if (native === null) return;
    const navigate = (path: string) => void router.navigate(path);
    const stopLinks = native.followAppLinks(navigate, window.location.origin);
    const stopTaps = native.devicePush.onOpen?.(navigate);
    return () => {
      stopLinks();
      stopTaps?.();
    };
  }, [router]);
  return (
    <PortalProviders services={services}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
