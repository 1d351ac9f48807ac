import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteServices } from '../lib/routing/prefetch-loader.ts';
import { lazyRoute, withStrings } from '../lib/routing/lazy-route-module.ts';
import { WORKSPACE_ROUTE } from '../lib/routing/workspace-route.ts';

type MaintenanceScreens = typeof import('../features/staff/maintenance/staff-maintenance-screens.ts');

/**
 * The staff console under /staff (issue #18): a lazy area of its own, so none of its code (the editor
 * included) loads for a resident. The layout asks GET /staff/me and shows "no access" to anyone else.
 */
export function staffRoutes(services: RouteServices): RouteObject {
  // The maintenance team's screens (issue #32): one chunk, one loader for its three routes.
  const maintenanceScreen = (pick: (screens: MaintenanceScreens) => ComponentType) =>
    withStrings(services, ['maintenance', 'staff', 'staff-maintenance'], async () => ({
      Component: pick(await import('../features/staff/maintenance/staff-maintenance-screens.ts')),
    }));
  return {
    path: 'staff',
    lazy: lazyRoute(services, () => import('../features/staff/staff-layout.route.ts'), ['staff']),
    children: [
      { index: true, element: <Navigate to="items" replace /> },
      {
        path: 'items',
        lazy: withStrings(services, ['staff'], async () => ({
          Component: (await import('../features/staff/staff-items-page.tsx')).StaffItemsPage,
        })),
      },
      {
        path: 'items/:type/:group',
        // The editor takes the whole window (issue #33): the residents' navigation and sidebar give way.
        handle: WORKSPACE_ROUTE,
        lazy: withStrings(services, ['events', 'staff'], async () => ({
          Component: (await import('./screens/staff-screens.tsx')).StaffItemEditScreen,
        })),
      },
      {
        path: 'preview/:token',
        lazy: withStrings(services, ['events', 'staff'], async () => ({
          Component: (await import('./screens/staff-screens.tsx')).StaffPreviewLinkScreen,
        })),
      },
      {
        path: 'notifications',
        lazy: withStrings(services, ['staff'], async () => ({
          Component: (await import('../features/staff/staff-notifications-page.tsx')).StaffNotificationsPage,
        })),
      },
      {
        path: 'forms',
        lazy: withStrings(services, ['staff'], async () => ({
          Component: (await import('../features/staff/staff-forms-page.tsx')).StaffFormsPage,
        })),
      },
      {
        path: 'forms/:id',
        lazy: withStrings(services, ['staff'], async () => ({
          Component: (await import('../features/staff/staff-form-page.tsx')).StaffFormPage,
        })),
      },
      {
        path: 'roles',
        lazy: withStrings(services, ['staff'], async () => ({
          Component: (await import('../features/staff/staff-roles-page.tsx')).StaffRolesPage,
        })),
      },
      { path: 'maintenance', lazy: maintenanceScreen((screens) => screens.StaffMaintenanceQueuePage) },
      {
        path: 'maintenance/figures',
        lazy: maintenanceScreen((screens) => screens.StaffMaintenanceFiguresPage),
      },
      { path: 'maintenance/:id', lazy: maintenanceScreen((screens) => screens.StaffMaintenanceRequestPage) },
      {
        path: 'audit',
        lazy: withStrings(services, ['staff'], async () => ({
          Component: (await import('../features/staff/staff-audit-page.tsx')).StaffAuditPage,
        })),
      },
    ],
  };
}
