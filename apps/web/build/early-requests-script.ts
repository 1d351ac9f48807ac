import type { OutputBundle, OutputChunk } from 'rolldown';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';
import {
  EARLY_REQUESTS_PLAN,
  startEarlyRequests,
  type EarlyRequestsPlan,
} from '../src/app/early-requests.ts';
import { FIRST_PAINT_SCREENS, firstPaintStringsChunk } from '../src/app/first-paint.ts';
import {
  EARLY_PAINT_ID,
  paintEarlyNews,
  type EarlyPaintPlan,
  type EarlyPaintStrings,
} from '../src/app/early-news-paint.ts';
import { NARROW_SCREEN_QUERY } from '../src/lib/breakpoints.ts';
import commonEn from '../src/locales/en/common.json' with { type: 'json' };
import commonFr from '../src/locales/fr/common.json' with { type: 'json' };
import newsEn from '../src/locales/en/news.json' with { type: 'json' };
import newsFr from '../src/locales/fr/news.json' with { type: 'json' };

const chunks = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/**
 * A chunk's file and, depth first, every chunk it imports statically (their stylesheets are left to Vite's
 * own loader, which asks them beside the chunk).
 */
function withStaticImports(bundle: OutputBundle, fileName: string, found = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || found.has(fileName)) return found;
  found.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, found);
  return found;
}

const urlsOf = (files: Iterable<string>, except: ReadonlySet<string>) =>
  [...files].filter((file) => !except.has(file)).map((file) => `/${file}`);

/**
 * The first screen's files that start-up would otherwise ask only once the entry has run: the starting
 * language's first-paint strings (main.tsx) and, for /news and for a visitor's landing page, the route's
 * chunk with its own static imports and stylesheets (app/first-paint.ts). The entry's static imports and
 * stylesheets are left out: the HTML asks them already.
 */
export function firstScreenFiles(bundle: OutputBundle): EarlyRequestsPlan['preloads'] {
  const cssOf = (files: Iterable<string>) =>
    [...files].flatMap((file) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  const inHtml = entry === undefined ? new Set<string>() : withStaticImports(bundle, entry.fileName);
  const named = (name: string) => all.find((chunk) => chunk.name === name)?.fileName;
  const stringsOf = (language: 'fr' | 'en') => {
    const file = named(firstPaintStringsChunk(language));
    return file === undefined ? [] : urlsOf(withStaticImports(bundle, file), inHtml);
  };
  const screen = (path: string) => {
    const route = all.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${path}`));
    const files = route === undefined ? new Set<string>() : withStaticImports(bundle, route.fileName);
    return {
      code: urlsOf(files, inHtml),
      // The route's own stylesheets (the entry's are the HTML's): the early paint waits for /news's.
      styles: urlsOf(new Set(cssOf(files)), new Set(cssOf(inHtml))),
    };
  };
  const news = screen(FIRST_PAINT_SCREENS.news);
  const landing = screen(FIRST_PAINT_SCREENS.landing);
  return {
    strings: { fr: stringsOf('fr'), en: stringsOf('en') },
    news: news.code,
    newsStyles: news.styles,
    landing: landing.code,
    landingStyles: landing.styles,
  };
}

const paintStrings = (
  common: { appName: string },
  news: { title: string; tab: string; sticky: string; events: { tab: string } },
): EarlyPaintStrings => ({
  appName: common.appName,
  title: news.title,
  newsTab: news.tab,
  eventsTab: news.events.tab,
  sticky: news.sticky,
});

/** The early paint's plan (app/early-news-paint.ts): its strings from the catalogs, in both languages. */
export const EARLY_PAINT_PLAN: EarlyPaintPlan = {
  paintId: EARLY_PAINT_ID,
  rootId: 'root',
  // The news list's cards, or its error or empty state (features/news/news-list.tsx, list-error.tsx).
  appSettledSelector: '.news-card, .list-state',
  paintedClass: 'early-painted',
  giveUpMs: 10_000,
  narrowQuery: NARROW_SCREEN_QUERY,
  // A phone shows one card and the top of the next: the two whose images the script preloads.
  cards: 2,
  newsPath: '/news',
  eventsPath: '/events',
  strings: { en: paintStrings(commonEn, newsEn), fr: paintStrings(commonFr, newsFr) },
};

const SCRIPT_PLACE = '</title>';

/**
 * The inline script's text: the functions' own source, the early requests called with the plan and the
 * painter (app/early-requests.ts, app/early-news-paint.ts), minified: it is part of every page's HTML
 * (about 2.5 kB gzip instead of 3.6 kB as written).
 */
export function earlyRequestsScript(plan: EarlyRequestsPlan): string {
  const source = `(${startEarlyRequests.toString()})(${JSON.stringify(plan)}, window, ${paintEarlyNews.toString()});`;
  const { code, errors } = minifySync('early-requests.js', source);
  if (errors.length > 0)
    throw new Error(`the early requests script does not minify: ${errors[0]?.message ?? ''}`);
  return code.trim();
}

/**
 * Writes the first screen's early requests into index.html, as the head's first script after the title
 * (issue #31): users/me
 * and /news's first page leave with the HTML's own downloads instead of after the app has started, and the
 * files the first screen needs are preloaded. The server allows the script by its hash
 * (apps/server/src/http/inline-script-hashes.ts), so the CSP still allows no other inline script.
 */
export function earlyRequests(): Plugin {
  return {
    name: 'campus:early-requests',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const preloads =
          context.bundle === undefined
            ? { strings: { fr: [], en: [] }, news: [], newsStyles: [], landing: [], landingStyles: [] }
            : firstScreenFiles(context.bundle);
        // After the title, before the stylesheet: a classic script after a stylesheet waits for it.
        if (!html.includes(SCRIPT_PLACE)) throw new Error(`index.html has no ${SCRIPT_PLACE}`);
        const script = `<script>${earlyRequestsScript({ ...EARLY_REQUESTS_PLAN, preloads, paint: EARLY_PAINT_PLAN })}</script>`;
        return html.replace(SCRIPT_PLACE, `${SCRIPT_PLACE}\n    ${script}`);
      },
    },
  };
}
