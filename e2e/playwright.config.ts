import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_PORT, PUSH_SERVICE_CERTIFICATE_DIR, PUSH_SERVICE_ORIGIN } from './support/e2e-ports.ts';
import { pushServiceCertificate } from './support/push-service-certificate.ts';

// End-to-end tests drive the real built app in Debian's Chromium against the real server on a fresh
// embedded database, signing in through the real embedded identity provider.
const port = E2E_PORT;
const baseURL = `http://localhost:${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// One data directory per port, so several runs on one machine do not share a database.
const dataDir = fileURLToPath(new URL(`../data-e2e-${port}`, import.meta.url));
// The push journey's local fake push service (support/fake-push-service.ts) speaks HTTPS, as web-push
// requires, with a certificate the server is told to trust.
const { certFile } = pushServiceCertificate(PUSH_SERVICE_CERTIFICATE_DIR);

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
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
  webServer: {
    // A fresh data directory each run: the sample campus is seeded on first start.
    command: `rm -rf "${dataDir}" && node --import tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Spec §9's 5-minute inbox refresh, shortened so a journey sees a new notification arrive.
      NOTIFICATIONS_REFRESH_MS: '3000',
      PUSH_SERVICE_ORIGINS: PUSH_SERVICE_ORIGIN,
      NODE_EXTRA_CA_CERTS: certFile,
      // A web build elsewhere than apps/web/dist (E2E_WEB_DIST_DIR) lets parallel runs keep their own.
      ...(process.env.E2E_WEB_DIST_DIR === undefined ? {} : { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR }),
    },
  },
});
