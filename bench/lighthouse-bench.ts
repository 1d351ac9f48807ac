/**
 * Page speed of the portal as Lighthouse 12 measures it (issue #20): mobile, simulated throttling (the
 * defaults of a Lighthouse run), on the landing page for a visitor and on /news for a signed-in resident.
 * Builds nothing: run `npm run build` first. Starts the real server (sample campus, PGlite in a temporary
 * DATA_DIR), launches Debian's Chromium with chrome-launcher, signs in through the real identity provider
 * in that same Chromium (Playwright over CDP, the default profile), then hands the page to Lighthouse with
 * the storage kept (the session) but the HTTP cache, the service worker and its caches emptied before each
 * run, as on a first visit. Prints score, LCP, CLS, TBT and the JavaScript the page itself downloaded.
 *
 * The reference page (issue #31): the limit /news is measured against, in the same run, so that its distance
 * is a ratio rather than a figure that depends on the machine. Once signed in, the bench opens /news, waits
 * for its first 20 news cards and their images, and keeps the page as it is painted — the shell, the cards'
 * titles, excerpts and images, the same stylesheets — without a script: what a server would send if it
 * rendered the person's first screen itself. It writes it, with its brotli and gzip copies as the build
 * writes them, into the web app the server serves (a copy of the build in a temporary directory, so the
 * real build is never touched), at REFERENCE_PATH: the same server, the same static files plugin and
 * headers (apps/server/src/http/web-app.ts), the same images. It is a bench-side artefact on purpose: no
 * route or environment variable in the server exists only for the bench, and the page is what /news
 * really paints, not a second template to keep in step with the news card. /news and the reference page
 * are measured in alternation, and the bench prints /news's LCP as a ratio to the reference page's.
 *
 * Goals: /news signed in ≥ 95, LCP ≤ 1.2 × the reference page's (issue #31), TBT < 200 ms, CLS < 0.05;
 * /landing ≥ 95.
 * Environment: LIGHTHOUSE_PORT (8391), LIGHTHOUSE_RUNS (3, the median is printed), LIGHTHOUSE_WEB_DIST_DIR
 * (another web build, e.g. of an older commit, to compare), CHROME_PATH (/usr/bin/chromium),
 * LIGHTHOUSE_JSON_DIR (if set, each run's full Lighthouse report is written there, for a profile).
 */
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { signInFromLanding } from '../e2e/support/sign-in.ts';
import { forgetEverythingButTheSession } from './cold-visit.ts';
import { startPortalServer, stopPortalServer } from './portal-server.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8391);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASE_URL = `http://localhost:${String(PORT)}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Runs of one page measured again when Lighthouse loses its trace, before the bench gives up. */
const TRACE_RETRIES = 2;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST_DIR = process.env.LIGHTHOUSE_WEB_DIST_DIR ?? join(REPO_ROOT, 'apps/web/dist');
/** Where the reference page is served: a file of the web app's copy, not a route of the server. */
const REFERENCE_PATH = '/bench-reference/news.html';
/** The news cards of the reference page: /news's first page. */
const REFERENCE_CARDS = 20;
const JSON_DIR = process.env.LIGHTHOUSE_JSON_DIR;
/** Playwright's 30 s is short for a first /news on a machine loaded by other runs. */
const PAINTED_TIMEOUT_MS = 120_000;

interface PageFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  scriptFiles: number;
  /** The elements that moved, worst first, for a CLS to look into. */
  shifted: string[];
}

/**
 * /news as it is painted once its first REFERENCE_CARDS cards and their images have loaded, as static HTML:
 * no script, no preload of what only the scripts need; the stylesheets (the entry's and the lazy screens'
 * that Vite added to the head) and everything else as the page has them.
 */
async function paintedNews(page: Page): Promise<string> {
  await page.goto(`${BASE_URL}/news`);
  await page
    .locator('[data-testid="news-card"]')
    .nth(REFERENCE_CARDS - 1)
    .waitFor({ state: 'attached', timeout: PAINTED_TIMEOUT_MS });
  // The eager images (the first cards') loaded, and the excerpts' rich text in place.
  await page.waitForLoadState('networkidle', { timeout: PAINTED_TIMEOUT_MS });
  const painted = await page.evaluate(`(() => {
    const copy = document.documentElement.cloneNode(true);
    const unwanted = 'script, link[rel="modulepreload"], link[rel="preload"], link[rel="manifest"]';
    for (const element of copy.querySelectorAll(unwanted)) element.remove();
    const cards = copy.querySelectorAll('[data-testid="news-card"]');
    for (const card of [...cards].slice(${String(REFERENCE_CARDS)})) card.remove();
    return copy.outerHTML;
  })()`);
  if (typeof painted !== 'string') throw new Error('/news could not be copied');
  return `<!doctype html>\n${painted}`;
}

/** Writes the reference page into the served copy of the build, with its .br and .gz copies (ADR 018). */
async function writeReferencePage(servedDir: string, html: string): Promise<void> {
  const file = join(servedDir, ...REFERENCE_PATH.split('/'));
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, html);
  await writeFile(
    `${file}.br`,
    await promisify(brotliCompress)(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, await promisify(gzip)(html, { level: 9 }));
}

function figures(result: Result): PageFigures {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (
      result.audits['network-requests']?.details as
        { items: { resourceType?: string; transferSize?: number; sessionTargetType?: string }[] } | undefined
    )?.items ?? [];
  // Only what the page fetched: the service worker's precaching after load is not the page's weight.
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && (request.sessionTargetType ?? 'page') === 'page',
  );
  return {
    score: Math.round((result.categories['performance']?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scriptFiles: scripts.length,
    shifted: (
      (
        result.audits['layout-shifts']?.details as
          { items: { score?: number; node?: { selector?: string } }[] } | undefined
      )?.items ?? []
    ).map((item) => `${item.node?.selector ?? '?'} (${(item.score ?? 0).toFixed(3)})`),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function report(path: string, runs: PageFigures[]): void {
  const pick = (key: Exclude<keyof PageFigures, 'shifted'>) => median(runs.map((run) => run[key]));
  console.log(
    [
      path.padEnd(16),
      `score ${String(pick('score')).padStart(3)}`,
      `LCP ${(pick('lcpMs') / 1000).toFixed(2)} s`,
      `CLS ${pick('cls').toFixed(3)}`,
      `TBT ${String(Math.round(pick('tbtMs')))} ms`,
      `JS ${(pick('scriptBytes') / 1024).toFixed(0)} kB in ${String(pick('scriptFiles'))} files`,
      `(median of ${String(runs.length)}; scores ${runs.map((run) => run.score).join(', ')})`,
    ].join('  '),
  );
  const shifted = [...new Set(runs.flatMap((run) => run.shifted))];
  if (shifted.length > 0) console.log(`${' '.repeat(18)}shifted: ${shifted.slice(0, 4).join('; ')}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'campus-lighthouse-'));
  const profileDir = await mkdtemp(join(tmpdir(), 'campus-lighthouse-chromium-'));
  // The build the server serves, copied: the reference page is written into it, never into the real one.
  const servedDir = await mkdtemp(join(tmpdir(), 'campus-lighthouse-web-'));
  await cp(WEB_DIST_DIR, servedDir, { recursive: true });
  const server = await startPortalServer(PORT, dataDir, servedDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    userDataDir: profileDir,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
    const context = browser.contexts()[0];
    if (context === undefined) throw new Error('Chromium has no default context');
    const page = context.pages()[0] ?? (await context.newPage());
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // The session lives in localStorage: Lighthouse must not wipe it (the caches are emptied above).
      disableStorageReset: true,
    };
    let retries = TRACE_RETRIES;
    const measureOnce = async (path: string, label: string): Promise<PageFigures> => {
      for (;;) {
        await page.goto(`${BASE_URL}/`);
        await forgetEverythingButTheSession(page);
        const result = await lighthouse(`${BASE_URL}${path}`, flags);
        if (result === undefined) throw new Error(`Lighthouse returned nothing for ${path}`);
        const error = result.lhr.runtimeError;
        // Lighthouse's own advice for a trace it failed to record ("Please run Lighthouse again").
        if (error?.code === 'NO_NAVSTART' && retries > 0) {
          retries -= 1;
          console.log(`${path}: Lighthouse lost the trace (NO_NAVSTART); running it again`);
          continue;
        }
        if (error) throw new Error(`${path}: ${error.message}`);
        if (JSON_DIR !== undefined) {
          await mkdir(JSON_DIR, { recursive: true });
          await writeFile(join(JSON_DIR, `${label}-${String(Date.now())}.json`), JSON.stringify(result.lhr));
        }
        return figures(result.lhr);
      }
    };

    console.log(`Lighthouse, mobile, simulated throttling, ${BASE_URL}`);
    const landing: PageFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) landing.push(await measureOnce('/', 'landing'));
    report('/ (landing)', landing);
    await page.goto(`${BASE_URL}/news`);
    await signInFromLanding(page, 'alice.martin');
    await writeReferencePage(servedDir, await paintedNews(page));
    // In alternation, so that a change in the machine's load weighs on both alike.
    const news: PageFigures[] = [];
    const reference: PageFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      news.push(await measureOnce('/news', 'news'));
      reference.push(await measureOnce(REFERENCE_PATH, 'reference'));
    }
    report('/news signed in', news);
    report('reference page', reference);
    const lcpRatio = median(news.map((run) => run.lcpMs)) / median(reference.map((run) => run.lcpMs));
    console.log(`/news LCP / reference page LCP: ${lcpRatio.toFixed(2)} (goal ≤ 1.20)`);
  } finally {
    chrome.kill();
    await stopPortalServer(server);
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
    await rm(servedDir, { recursive: true, force: true });
  }
}

await main();
