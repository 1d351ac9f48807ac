import { ProfileEditPage } from '../../features/profile/profile-edit-page.tsx';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(): LazyRouteModule {
  return { Component: ProfileEditPage };
}
