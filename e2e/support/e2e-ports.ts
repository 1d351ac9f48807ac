import { fileURLToPath } from 'node:url';

/**
 * Each Playwright worker has a portal of its own (playwright.config.ts starts one server per worker): the
 * first on E2E_PORT (8181 by default), worker n on E2E_PORT + 2n, with its local fake push service on the
 * port after it. A worker knows its number from TEST_PARALLEL_INDEX, which Playwright sets in the worker
 * before it loads the config and the specs (the runner itself has none: it reads worker 0's).
 */
export const FIRST_E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The ports and folders of worker `index`'s portal. */
export function workerPorts(index: number) {
  const port = FIRST_E2E_PORT + 2 * index;
  return {
    port,
    pushServicePort: port + 1,
    pushServiceOrigin: `https://127.0.0.1:${String(port + 1)}`,
    /** One data directory per port, so several runs on one machine do not share a database. */
    dataDir: fileURLToPath(new URL(`../../data-e2e-${String(port)}`, import.meta.url)),
    /** The fake push service's certificate, outside the data directory the server wipes at start. */
    pushServiceCertificateDir: fileURLToPath(new URL(`../../data-e2e-${String(port)}-push`, import.meta.url)),
  };
}

const thisWorker = workerPorts(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The portal under test of this worker, and the journeys' local fake push service beside it. */
export const E2E_PORT = thisWorker.port;
export const PUSH_SERVICE_PORT = thisWorker.pushServicePort;
export const PUSH_SERVICE_ORIGIN = thisWorker.pushServiceOrigin;
export const PUSH_SERVICE_CERTIFICATE_DIR = thisWorker.pushServiceCertificateDir;
