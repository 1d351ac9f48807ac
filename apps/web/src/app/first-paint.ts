import type { Namespace } from '../lib/i18n/namespaces.ts';

/**
 * The screens a first load can paint (issue #20), declared once: the news and events, the landing page and
 * the two sign-in redirects. Each is named by its route's lazy module, as a path from apps/web, which is
 * also how Vite's build manifest names its chunk. Read by the route table (app/routes.tsx), the build
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

/**
 * The i18next namespaces the first paint speaks (ADR 037), declared once: the shell's, the landing page's
 * and the news'. Read by the start-up (main.tsx loads them before the first render), the route table (a
 * route declares only the namespaces it loads on top of these: ScreenNamespace) and the first-paint strings
 * test (apps/web/bundle-checks/first-paint-strings.test.ts: every key the first-paint modules use is in one
 * of them); the /news budget counts their files (e2e/tests/performance-budget.spec.ts).
 */
export const FIRST_PAINT_NAMESPACES = [
  'common',
  'layout',
  'auth',
  'news',
] as const satisfies readonly Namespace[];

/**
 * The build's chunk of a language's first-paint namespaces (vite.config.ts puts them in one), by name: the
 * /news budget counts the French one.
 */
export const firstPaintStringsChunk = (language: 'fr' | 'en') => `first-paint-strings-${language}`;

export type FirstPaintNamespace = (typeof FIRST_PAINT_NAMESPACES)[number];

/** A namespace a screen's route loads before it renders: any but the first paint's, always there. */
export type ScreenNamespace = Exclude<Namespace, FirstPaintNamespace>;
