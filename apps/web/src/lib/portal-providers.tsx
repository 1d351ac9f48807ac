import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider } from './api/api-client-context.tsx';
import { AuthProvider } from './auth/auth-context.tsx';
import { DebugToolsProvider } from './debug/debug-context.tsx';
import type { PortalServices } from './portal-services.ts';
import { PortalConfigProvider } from './portal-config-context.tsx';

/** The providers every screen needs, built from the portal's services (the app and screen tests alike). */
export function PortalProviders({ services, children }: { services: PortalServices; children: ReactNode }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <PortalConfigProvider config={services.config}>
        <QueryClientProvider client={services.queryClient}>
          <ApiClientProvider client={services.api}>
            <AuthProvider service={services.auth}>
              <DebugToolsProvider debugMode={services.debugMode} log={services.log}>
                {children}
              </DebugToolsProvider>
            </AuthProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </PortalConfigProvider>
    </I18nextProvider>
  );
}
