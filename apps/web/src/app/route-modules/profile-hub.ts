import { ProfileHubPage } from '../../features/profile/profile-hub-page.tsx';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(): LazyRouteModule {
  return { Component: ProfileHubPage };
}
