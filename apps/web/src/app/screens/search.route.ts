import { SearchScreen } from './search-screen.tsx';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

// The search's queries depend on its URL (search-location.ts) and start as the screen renders.
export function route(): LazyRouteModule {
  return { Component: SearchScreen };
}
