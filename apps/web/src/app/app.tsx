import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { PortalServices } from '../lib/portal-services.ts';
import { PortalProviders } from '../lib/portal-providers.tsx';
import { createRoutes } from './routes.tsx';

export function App({ services }: { services: PortalServices }) {
  // One router for the life of the page (useState's initialiser runs once, even under StrictMode's
  // double render of a component that keeps its state).
  const [router] = useState(() => createBrowserRouter(createRoutes(services)));
  return (
    <PortalProviders services={services}>
      <RouterProvider router={router} />
    </PortalProviders>
  );
}
