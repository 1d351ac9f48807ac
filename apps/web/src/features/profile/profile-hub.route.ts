import { ProfileHubPage } from './profile-hub-page.tsx';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(): LazyRouteModule {
  return { Component: ProfileHubPage };
}
