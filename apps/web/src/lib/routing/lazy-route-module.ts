import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
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

/** The lazy() of a route whose module is `file`. */
export function lazyRoute(services: RouteServices, file: () => Promise<RouteModuleFile>) {
  return async (): Promise<LazyRouteModule> => (await file()).route(services);
}
