/**
 * One real URL for every route of the app (issue #19), for the accessibility sweep of the e2e suite: it
 * opens each of them signed in, in both languages, at desktop and phone widths, and runs axe. The unit
 * test beside this file walks the route table and fails when a route has no entry here, so a new screen
 * cannot miss the sweep. `null` names a route that is not a screen of its own (a redirect, a sign-in
 * callback) or that another journey covers, with the reason.
 */

/** What the samples need of the campus's content, in the signed-in person's language. */
export interface SampleContent {
  newsSlug: string;
  eventSlug: string;
  /** A CMS page's path under /pages/. */
  pagePath: string;
  /** A campus service's path under /services/. */
  servicePath: string;
  /** A sub-page of the person's house, if the house has one. */
  housePageSlug: string | null;
  houseNewsSlug: string | null;
  houseEventSlug: string | null;
  placeId: number;
  /** One of the person's own maintenance requests (the sweeps file one if they have none); null without a room. */
  maintenanceRequestId: number | null;
}

export function routeSamples(content: SampleContent): Readonly<Record<string, string | null>> {
  return {
    '/': null, // a signed-in person is sent on to /news
    '/landing': null, // idem; the visitor's landing is covered by sign-in.spec.ts
    '/loginredirect': null, // the sign-in callback
    '/endredirect': null, // the sign-out callback
    '/logs': null, // a 404 until the debug unlock: identity.spec.ts
    '/debug': null, // idem
    '/news': '/news',
    '/news/:slug': `/news/${content.newsSlug}`,
    '/events': '/events',
    '/events/:slug': `/events/${content.eventSlug}`,
    '/pages/map': '/pages/map',
    '/pages/map/:id': `/pages/map/${String(content.placeId)}`,
    '/pages/*': `/pages/${content.pagePath}`,
    '/services': null, // redirects to the campus tab
    '/services/tabs': null, // idem
    '/services/tabs/:tab/*': '/services/tabs/campus',
    '/services/invoices': null, // redirects to the invoice list, a sub-page of /services/*
    '/services/*': `/services/${content.servicePath}`,
    '/emergency': '/emergency',
    '/directory': '/directory',
    '/directory/:slug': '/directory/all',
    '/friend-request': '/friend-request',
    '/search/*': '/search/all/s=campus',
    '/notifications': '/notifications',
    '/notifications/:notifId': '/notifications/1',
    '/maintenance': '/maintenance',
    '/maintenance/new': '/maintenance/new',
    '/maintenance/:id':
      content.maintenanceRequestId === null ? null : `/maintenance/${String(content.maintenanceRequestId)}`,
    '/house': '/house',
    '/house/about': '/house/about',
    '/house/services/*': '/house/services',
    '/house/:slug': content.housePageSlug === null ? null : `/house/${content.housePageSlug}`,
    '/house/news': '/house/news',
    '/house/news/:slug': content.houseNewsSlug === null ? null : `/house/news/${content.houseNewsSlug}`,
    '/house/events': '/house/events',
    '/house/events/:slug': content.houseEventSlug === null ? null : `/house/events/${content.houseEventSlug}`,
    '/profile': '/profile',
    '/profile/edit': '/profile/edit',
    '/profile/checklists': '/profile/checklists',
    '/profile/settings': '/profile/settings',
    '/profile/hobbies': '/profile/hobbies',
    '/my-identity/:tab': '/my-identity/identification',
    '/wizard': '/wizard',
    '/wizard/:slug': '/wizard/interests',
    // The staff console (issue #18): its screens for staff (the sweep's paul.durand is a campus editor and
    // administrator), the "no access" screen for residents.
    '/staff': null, // redirects to /staff/items
    '/staff/items': '/staff/items',
    '/staff/items/:type/:group': '/staff/items/post/new',
    '/staff/notifications': '/staff/notifications',
    '/staff/forms': '/staff/forms',
    '/staff/forms/:id': null, // a form's results and entries: staff.spec.ts, with a form paul may read
    '/staff/roles': '/staff/roles',
    '/staff/audit': '/staff/audit',
    '/staff/maintenance': '/staff/maintenance',
    '/staff/maintenance/figures': '/staff/maintenance/figures',
    '/staff/maintenance/:id': null, // a request the journey files: maintenance-staff.spec.ts
    '/staff/preview/:token': null, // a signed link made for the journey: staff-preview.spec.ts
    '/*': '/no-such-page',
  };
}
