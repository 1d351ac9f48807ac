import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import type { AuthService } from './auth-service.ts';
import type { ConnectionState } from './connection-state.ts';

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  return <AuthContext value={service}>{children}</AuthContext>;
}

export function useAuthService(): AuthService {
  const service = use(AuthContext);
  if (!service) throw new Error('useAuthService needs an AuthProvider');
  return service;
}

/** The connection state of spec §4; components re-render when it changes. */
export function useConnection(): ConnectionState {
  const service = useAuthService();
  return useSyncExternalStore(service.subscribe, service.getState);
}
