import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  EARLY_REQUESTS_PLAN,
  startEarlyRequests,
  type EarlyRequestsPlan,
} from '../src/app/early-requests.ts';
import { FIRST_PAINT_SCREENS, firstPaintStringsChunk } from '../src/app/first-paint.ts';

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
 * language's first-paint strings (main.tsx) and, for /news, its route's chunk with its own static imports (app/first-paint.ts). The entry's static imports are left out: the HTML preloads them already.
 */
export function firstScreenFiles(bundle: OutputBundle): EarlyRequestsPlan['preloads'] {
  const all = chunks(bundle);
  const entry = all.find((chunk) => chunk.isEntry);
  const inHtml = entry === undefined ? new Set<string>() : withStaticImports(bundle, entry.fileName);
  const named = (name: string) => all.find((chunk) => chunk.name === name)?.fileName;
  const stringsOf = (language: 'fr' | 'en') => {
    const file = named(firstPaintStringsChunk(language));
    return file === undefined ? [] : urlsOf(withStaticImports(bundle, file), inHtml);
  };
  const news = all.find((chunk) =>
    chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${FIRST_PAINT_SCREENS.news}`),
  );
  return {
    strings: { fr: stringsOf('fr'), en: stringsOf('en') },
    news: news === undefined ? [] : urlsOf(withStaticImports(bundle, news.fileName), inHtml),
  };
}

const SCRIPT_PLACE = '</title>';

/** The inline script's text: the function's own source, called with the plan (app/early-requests.ts). */
export function earlyRequestsScript(plan: EarlyRequestsPlan): string {
  return `(${startEarlyRequests.toString()})(${JSON.stringify(plan)}, window);`;
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
            ? { strings: { fr: [], en: [] }, news: [] }
            : firstScreenFiles(context.bundle);
        // After the title, before the stylesheet: a classic script after a stylesheet waits for it.
        if (!html.includes(SCRIPT_PLACE)) throw new Error(`index.html has no ${SCRIPT_PLACE}`);
        const script = `<script>${earlyRequestsScript({ ...EARLY_REQUESTS_PLAN, preloads })}</script>`;
        return html.replace(SCRIPT_PLACE, `${SCRIPT_PLACE}\n    ${script}`);
      },
    },
  };
}
