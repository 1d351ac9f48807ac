import type { Language } from '@campus/domain/locale';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { LoaderFunction, Params } from 'react-router';
import type { ApiClient } from '../api/api-client.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { Logger } from '../logger.ts';

/** What the route loaders need from the portal's services. */
export interface RouteServices {
  queryClient: QueryClient;
  api: ApiClient;
  auth: AuthService;
  i18n: i18n;
  log: Logger;
}

export interface PrefetchContext {
  params: Params;
  /**
   * The content language (wpml_language): the person's, so null until users/me has answered (a query
   * that depends on it is then left to the screen rather than asked in a language about to change).
   */
  language: Language | null;
  api: ApiClient;
  queryClient: QueryClient;
  /** ensureQueryData's "cached data, else fetch" (deprecated by that name in TanStack Query 5.108). */
  ensure: QueryClient['query'];
  ensureInfinite: QueryClient['infiniteQuery'];
}

/**
 * The loader of a lazy route: prefetches the screen's main query (`ensure`: cached data, else fetch), so
 * its data loads with its code instead of after the first render. Only for a signed-in person (a visitor is sent to
 * / by the guard); it never waits for users/me, and it never fails the route: an error stays in the query
 * cache and the screen shows its own error state, with its retry.
 */
export function prefetchLoader(
  services: RouteServices,
  prefetch: (context: PrefetchContext) => Promise<unknown>,
): LoaderFunction {
  return async ({ params }) => {
    const { status, user } = services.auth.getState();
    if (status !== 'connected') return null;
    const language: Language | null = user === null ? null : services.i18n.language === 'fr' ? 'fr' : 'en';
    try {
      const { queryClient, api } = services;
      await prefetch({
        params,
        language,
        api,
        queryClient,
        ensure: (options) => queryClient.query({ ...options, staleTime: 'static' }),
        ensureInfinite: (options) => queryClient.infiniteQuery({ ...options, staleTime: 'static' }),
      });
    } catch (error) {
      services.log.debug('route prefetch failed; the screen shows the error', error);
    }
    return null;
  };
}
