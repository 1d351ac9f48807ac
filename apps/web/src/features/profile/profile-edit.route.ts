import { ProfileEditPage } from './profile-edit-page.tsx';
import type { LazyRouteModule } from '../../lib/routing/lazy-route-module.ts';

export function route(): LazyRouteModule {
  return { Component: ProfileEditPage };
}
