import type { PortalConfig } from '@campus/domain/portal-config';
import { createContext, type ReactNode, use } from 'react';

const PortalConfigContext = createContext<PortalConfig | null>(null);

export function PortalConfigProvider({ config, children }: { config: PortalConfig; children: ReactNode }) {
  return <PortalConfigContext value={config}>{children}</PortalConfigContext>;
}

export function usePortalConfig(): PortalConfig {
  const config = use(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig needs a PortalConfigProvider');
  return config;
}
