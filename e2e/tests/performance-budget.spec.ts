import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  chunkNamed,
  gzipSizes,
  initialJavaScriptFiles,
  readBuildManifest,
} from '../support/initial-javascript.ts';

// Issue #20: the performance budget of the gate. `npm test` builds the web app just before the end-to-end
// tests (test:e2e), so the budget reads that very build; no browser is needed.
//
// The goal is 150 kB. The build is at 214 kB, and the libraries every screen needs before it can
// paint already weigh 138 kB of it (react-dom 58, react-router 29, i18next with both catalogs 26, TypeBox
// 25 for the configuration check and the wire schemas), so the budget holds today's weight, to fail on
// growth, until those move (see ADR 018: what would bring it to 150 kB). Merging the native app (its
// platform plugins' wrappers and the offline-data sync, imported by main.tsx) and the service worker's
// registration brought it to 236 kB: raised to that weight so the gate still fails on any further growth;
// loading those only in the app / after the first paint is the next step of issue #20.
const GOAL_BYTES = 150 * 1024;
const BUDGET_BYTES = 236 * 1024;
const distDir =
  process.env.E2E_WEB_DIST_DIR ?? fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

test.describe('performance budget (issue #20)', () => {
  test('/news loads no more JavaScript (gzip) than the budget before it can show the news', () => {
    const manifest = readBuildManifest(distDir);
    // The entry (index.html's script), then what the /news route loads (app/routes.tsx): its screen and
    // the news list query, each with the chunks they import statically.
    const files = initialJavaScriptFiles(manifest, [
      'index.html',
      'src/app/news-screen.tsx',
      chunkNamed(manifest, 'get-news-list'),
      // main.tsx loads the catalog of the language the portal starts in before the first render: the
      // heavier one (French) counts.
      'src/locales/fr.json',
    ]);
    const sizes = gzipSizes(distDir, files);
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const heaviest = [...sizes]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} kB`)
      .join(', ');
    test.info().annotations.push({
      type: 'budget',
      description: `/news initial JavaScript: ${(total / 1024).toFixed(1)} kB gzip in ${String(files.length)} files (goal ${String(GOAL_BYTES / 1024)} kB)`,
    });
    expect(
      total,
      `/news initial JavaScript (gzip) over the budget; heaviest: ${heaviest}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
