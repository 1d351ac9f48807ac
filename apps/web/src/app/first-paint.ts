/**
 * The screens a first load can paint (issue #20), declared once: the news and events, the landing page and
 * the two sign-in redirects. Each is named by its route's lazy module, as a path from apps/web, which is
 * also how Vite's build manifest names its chunk. Read by the route table (app/routes.tsx: their strings
 * are in the first-paint part of the catalog, so their routes do not wait for the rest), the build
 * (vite.config.ts: their chunks' own imports are preloaded with them), the first-paint strings test
 * (apps/web/bundle-checks/first-paint-strings.test.ts) and the /news budget (e2e/tests/performance-budget.spec.ts).
 */
export const FIRST_PAINT_SCREENS = {
  news: 'src/app/screens/news.route.ts',
  events: 'src/app/screens/events.route.ts',
  landing: 'src/features/auth/landing-page.tsx',
  loginRedirect: 'src/features/auth/login-redirect-page.tsx',
  endRedirect: 'src/features/auth/end-redirect-page.tsx',
} as const;

export type FirstPaintScreen = keyof typeof FIRST_PAINT_SCREENS;

/** The first-paint screens' module paths, from apps/web. */
export const FIRST_PAINT_MODULES: readonly string[] = Object.values(FIRST_PAINT_SCREENS);
