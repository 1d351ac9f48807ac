/**
 * Page speed of the portal as Lighthouse 12 measures it (issue #20): mobile, simulated throttling (the
 * defaults of a Lighthouse run), on the landing page for a visitor and on /news for a signed-in resident.
 * Builds nothing: run `npm run build` first. Starts the real server (sample campus, PGlite in a temporary
 * DATA_DIR), launches Debian's Chromium with chrome-launcher, signs in through the real identity provider
 * in that same Chromium (Playwright over CDP, the default profile), then hands the page to Lighthouse with
 * the storage kept (the session) but the HTTP cache, the service worker and its caches emptied before each
 * run, as on a first visit. Prints score, LCP, CLS, TBT and the JavaScript the page itself downloaded.
 *
 * Goals (issue #20): /news signed in ≥ 95, LCP ≤ 1.5 s, CLS < 0.05; /landing ≥ 95.
 * Environment: LIGHTHOUSE_PORT (8391), LIGHTHOUSE_RUNS (3, the median is printed), LIGHTHOUSE_WEB_DIST_DIR
 * (another web build, e.g. of an older commit, to compare), CHROME_PATH (/usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { signInFromLanding } from '../e2e/support/sign-in.ts';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8391);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASE_URL = `http://localhost:${String(PORT)}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Runs of one page measured again when Lighthouse loses its trace, before the bench gives up. */
const TRACE_RETRIES = 2;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

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

async function startServer(dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // No balancer to leave: stop at once on SIGTERM (docs/operations.md).
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(process.env.LIGHTHOUSE_WEB_DIST_DIR === undefined
        ? {}
        : { WEB_DIST_DIR: process.env.LIGHTHOUSE_WEB_DIST_DIR }),
    },
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${BASE_URL}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /health within 2 minutes');
}

/** As on a first visit, but signed in: no HTTP cache, no service worker, no Cache Storage; localStorage kept. */
async function forgetEverythingButTheSession(page: Page): Promise<void> {
  // The page registers the worker once loaded: wait for it, or it would install after the clean-up below.
  await page.evaluate(`navigator.serviceWorker.ready`);
  await page.evaluate(`(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  })()`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
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
  const server = await startServer(dataDir);
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
    const measure = async (path: string): Promise<PageFigures[]> => {
      const runs: PageFigures[] = [];
      let retries = TRACE_RETRIES;
      while (runs.length < RUNS) {
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
        runs.push(figures(result.lhr));
      }
      return runs;
    };

    console.log(`Lighthouse, mobile, simulated throttling, ${BASE_URL}`);
    report('/ (landing)', await measure('/'));
    await page.goto(`${BASE_URL}/news`);
    await signInFromLanding(page, 'alice.martin');
    report('/news signed in', await measure('/news'));
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  }
}

await main();
