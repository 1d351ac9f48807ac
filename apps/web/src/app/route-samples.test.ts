import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestServices } from '../lib/testing/test-services.tsx';
import { routeSamples } from './route-samples.ts';
import { createRoutes } from './routes.tsx';

/** Every path pattern of the route table, parents joined ('house' + 'about' → '/house/about'). */
function patternsOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.path !== undefined || route.index === true ? [path === '' ? '/' : path] : [];
    return [...own, ...patternsOf(route.children ?? [], path)];
  });
}

describe('route samples: the accessibility sweep covers every route (issue #19)', () => {
  it('has exactly one entry per route of the table', () => {
    const patterns = new Set(patternsOf(createRoutes(createTestServices())));
    const samples = routeSamples({
      newsSlug: 'n',
      eventSlug: 'e',
      pagePath: 'p',
      servicePath: 's',
      housePageSlug: 'h',
      houseNewsSlug: 'hn',
      houseEventSlug: 'he',
      placeId: 1,
      maintenanceRequestId: 1,
    });
    expect(Object.keys(samples).sort()).toEqual([...patterns].sort());
  });
});
