import { Navigate, type RouteObject } from 'react-router';
import { prefetchLoader, type RouteServices } from './prefetch-loader.ts';

/**
 * The staff console under /staff (issue #18): a lazy area of its own, so none of its code (the editor
 * included) loads for a resident. The layout asks GET /staff/me and shows "no access" to anyone else.
 */
export function staffRoutes(services: RouteServices): RouteObject {
  const prefetch = (load: Parameters<typeof prefetchLoader>[1]) => prefetchLoader(services, load);
  return {
    path: 'staff',
    lazy: async () => {
      // The query comes with the layout's chunk: nothing of the console is in the first load.
      const [{ StaffLayout }, { staffMeQuery }] = await Promise.all([
        import('../features/staff/staff-layout.tsx'),
        import('../lib/staff/api/get-staff-me.ts'),
      ]);
      return { Component: StaffLayout, loader: prefetch(({ api, ensure }) => ensure(staffMeQuery(api))) };
    },
    children: [
      { index: true, element: <Navigate to="items" replace /> },
      {
        path: 'items',
        lazy: async () => ({
          Component: (await import('../features/staff/staff-items-page.tsx')).StaffItemsPage,
        }),
      },
      {
        path: 'items/:type/:group',
        lazy: async () => ({ Component: (await import('./staff-screens.tsx')).StaffItemEditScreen }),
      },
      {
        path: 'notifications',
        lazy: async () => ({
          Component: (await import('../features/staff/staff-notifications-page.tsx')).StaffNotificationsPage,
        }),
      },
      {
        path: 'forms',
        lazy: async () => ({
          Component: (await import('../features/staff/staff-forms-page.tsx')).StaffFormsPage,
        }),
      },
      {
        path: 'forms/:id',
        lazy: async () => ({
          Component: (await import('../features/staff/staff-form-page.tsx')).StaffFormPage,
        }),
      },
      {
        path: 'roles',
        lazy: async () => ({
          Component: (await import('../features/staff/staff-roles-page.tsx')).StaffRolesPage,
        }),
      },
      {
        path: 'audit',
        lazy: async () => ({
          Component: (await import('../features/staff/staff-audit-page.tsx')).StaffAuditPage,
        }),
      },
    ],
  };
}
