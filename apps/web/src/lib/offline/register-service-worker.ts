import type { Logger } from '../logger.ts';

/** The portal's service worker, at the root so that its scope is the whole app (push needs it too). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Installs the portal's service worker (the installable web app's shell and offline reading, ADR 018) once
 * the page has loaded, so that its precaching never competes with the first screen. Only in a built app on
 * a secure origin: `vite dev` serves no /sw.js.
 */
export function registerServiceWorker(scope: Window & typeof globalThis, log: Logger): void {
  if (!import.meta.env.PROD || !scope.isSecureContext || !('serviceWorker' in scope.navigator)) return;
  const register = (): void => {
    scope.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      log.warn('service worker not registered', error);
    });
  };
  if (scope.document.readyState === 'complete') register();
  else scope.addEventListener('load', register, { once: true });
}
