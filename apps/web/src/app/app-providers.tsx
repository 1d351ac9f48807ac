import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiClientProvider } from '../lib/api/api-client-context.tsx';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import type { PortalServices } from '../lib/portal-services.ts';
import { PortalConfigProvider } from '../lib/portal-config-context.tsx';

export function AppProviders({ services, children }: { services: PortalServices; children: ReactNode }) {
  return (
    <I18nextProvider i18n={services.i18n}>
      <PortalConfigProvider config={services.config}>
        <QueryClientProvider client={services.queryClient}>
          <ApiClientProvider client={services.api}>
            <AuthProvider service={services.auth}>{children}</AuthProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </PortalConfigProvider>
    </I18nextProvider>
  );
}
