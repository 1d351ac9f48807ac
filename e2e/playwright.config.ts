import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, workerPorts } from './support/e2e-ports.ts';
import { pushServiceCertificate } from './support/push-service-certificate.ts';

// End-to-end tests drive the real built app in Debian's Chromium against the real server on a fresh
// embedded database, signing in through the real embedded identity provider.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const urlOf = (port: number) => `http://localhost:${String(port)}`;

/**
 * E2E_WORKERS=n runs spec files in n parallel workers, each against a portal of its own — its own server,
 * embedded database and identity provider, started below — so the specs of one worker share sample
 * people's state only with each other, one file after another in alphabetical order, as they do on the
 * single server of a 1-worker run (the two route sweeps' files excepted: each person's sweep goes to
 * whichever worker is free). `npm test` (package.json) runs 2 workers unless E2E_WORKERS says otherwise
 * (a third is ready but not the default until measured on a quiet machine: docs/testing.md);
 * `npx playwright test` alone runs 1, so one spec
 * file does not start a second server for nothing. Set the count here, not with --workers: each worker
 * needs its server.
 */
const workers = Number(process.env.E2E_WORKERS ?? 1);
if (Number(process.env.TEST_PARALLEL_INDEX ?? 0) >= workers) {
  throw new Error('More e2e workers than portals: set their count with E2E_WORKERS=<n>, not --workers');
}

/**
 * The sample campus is migrated and seeded once per run, into a database of its own (`npm run migrate`
 * does both and exits), and each portal starts on a copy of it: seeding took about 33 s of CPU per portal,
 * one portal after another. The copy is taken from a closed database. The portals after the first wait
 * for this run's seed (its id in the ready file), whatever order they start in.
 */
const seeded = `${workerPorts(0).dataDir}-seeded`;
const runId = (process.env.E2E_RUN_ID ??= `${String(process.pid)}-${String(Date.now())}`);
const seedOnce = [
  `rm -rf "${seeded}" "${seeded}.ready"`,
  `DATA_DIR="${seeded}" node --import tsx apps/server/src/migrate-command.ts`,
  `echo ${runId} > "${seeded}.ready"`,
].join(' && ');
const waitForSeed = `until grep -qx ${runId} "${seeded}.ready" 2>/dev/null; do sleep 0.2; done`;

/** Worker `index`'s server, started fresh by Playwright before the run and stopped after it. */
function portalServer(index: number) {
  const { port, dataDir, pushServiceOrigin, pushServiceCertificateDir } = workerPorts(index);
  // The push journey's local fake push service (support/fake-push-service.ts) speaks HTTPS, as web-push
  // requires, with a certificate the server is told to trust.
  const { certFile } = pushServiceCertificate(pushServiceCertificateDir);
  return {
    // A fresh data directory each run: a copy of this run's seeded sample campus.
    command: [
      `rm -rf "${dataDir}"`,
      index === 0 ? seedOnce : waitForSeed,
      `cp -R "${seeded}" "${dataDir}"`,
      'node --import tsx apps/server/src/main.ts',
    ].join(' && '),
    cwd: repoRoot,
    url: `${urlOf(port)}/health`,
    reuseExistingServer: false,
    // The first portal migrates and seeds (about 33 s of CPU); the others wait for it, then copy.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: urlOf(port),
      LOG_LEVEL: 'warn',
      // Spec §9's 5-minute inbox refresh, shortened so a journey sees a new notification arrive.
      NOTIFICATIONS_REFRESH_MS: '3000',
      PUSH_SERVICE_ORIGINS: pushServiceOrigin,
      NODE_EXTRA_CA_CERTS: certFile,
      // A web build elsewhere than apps/web/dist (E2E_WEB_DIST_DIR) lets parallel runs keep their own.
      ...(process.env.E2E_WEB_DIST_DIR === undefined ? {} : { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR }),
    },
  };
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A spec file's journeys run in order in one worker (several share a page or build on each other).
  fullyParallel: false,
  workers,
  forbidOnly: true,
  // One more run of a failed journey, for its trace only: a journey that passes the second time is flaky,
  // and a flaky journey fails the run as a failed one does.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    // This worker's portal (E2E_PORT is the worker's own: support/e2e-ports.ts).
    baseURL: urlOf(E2E_PORT),
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // A journey's first run records no trace. Recording every run as if it would fail cost the e2e leg
    // 13.1 → 9.8 min for the screencast; without the DOM snapshot taken before and after each call into
    // the page too (and the accessibility sweep's faster palette wait), 8.6 → 7.3 min (docs/testing.md).
    // A failed run keeps a screenshot of its last screen, and the journey runs once more with the whole
    // trace (actions, console, network, DOM snapshots, screencast); the run fails all the same
    // (failOnFlakyTests, above).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Each journey opens a fresh browser context, where the portal's service worker would install and
    // precache the whole built app (234 files) behind the journey's back. The journeys about the
    // installable app, offline use and push allow it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The closed network of CI refuses Chromium's background connections; keep it quiet and local.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => portalServer(index)),
});
