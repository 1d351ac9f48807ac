import { ChecklistsPage } from '../../features/checklists/checklists-page.tsx';
import type { LazyRouteModule } from './lazy-route-module.ts';

export function route(): LazyRouteModule {
  return { Component: ChecklistsPage };
}
