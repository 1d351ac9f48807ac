import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { loadNamespaces } from '../i18n/i18n.ts';
import type { Namespace } from '../i18n/namespaces.ts';
import type { RouteServices } from './prefetch-loader.ts';

/**
 * What a lazy route resolves to: its screen and, for most, the loader that prefetches the screen's main
 * query alongside its code (prefetch-loader.ts).
 */
export interface LazyRouteModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/**
 * A screen's route file (`<screen>.route.ts`, beside its screen in its feature, or in app/screens/ for a
 * screen the app composes from several features; ADR 031): its screen and query modules imported
 * statically, so that they download in parallel with it, and the route table, in the first load, keeps
 * only a one-line import per screen.
 */
export interface RouteModuleFile {
  route(services: RouteServices): LazyRouteModule;
}

/** The lazy() of a route whose module is `file` and whose screen speaks `namespaces` (see withStrings). */
export function lazyRoute(
  services: RouteServices,
  file: () => Promise<RouteModuleFile>,
  namespaces: readonly Namespace[],
) {
  return withStrings(services, namespaces, async (): Promise<LazyRouteModule> =>
    (await file()).route(services),
  );
}

/**
 * A route's lazy() that also loads its screen's i18next namespaces (ADR 037), side by side with its code,
 * and resolves once both are there: a screen never shows a key instead of its words. The namespaces are
 * declared beside the route, in the route table; a failed load fails the route (its error page, retry).
 */
export function withStrings<T>(
  services: Pick<RouteServices, 'i18n'>,
  namespaces: readonly Namespace[],
  lazy: () => Promise<T>,
): () => Promise<T> {
  return async () => {
    const [screen] = await Promise.all([lazy(), loadNamespaces(services.i18n, namespaces)]);
    return screen;
  };
}
