import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { webPlatform } from '../lib/platform.ts';
import { followAppLinks } from '../lib/platform/native-app-links.ts';
import type { PortalServices } from '../lib/portal-services.ts';
import { defaultDevicePush } from '../lib/push/use-push-toggle.ts';
import { PortalProviders } from '../lib/portal-providers.tsx';
import { createRoutes } from './routes.tsx';

export function App({ services }: { services: PortalServices }) {
  // One router for the life of the page (useState's initialiser runs once, even under StrictMode's
  // double render of a component that keeps its state).
  const [router] = useState(() => createBrowserRouter(createRoutes(services)));
  // The app: links that open it, its sign-in callbacks and tapped notifications go to their page (§2.16,
  // ADR 016).
  useEffect(() => {
    if (!webPlatform.isNative()) return;
    const navigate = (path: string) => void router.navigate(path);
    const stopLinks = followAppLinks(navigate, window.location.origin, services.log);
    const stopTaps = defaultDevicePush().onOpen?.(navigate);
    return () => {
      stopLinks();
      stopTaps?.();
    };
  }, [router, services.log]);
  return (
    <PortalProviders services={services}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
