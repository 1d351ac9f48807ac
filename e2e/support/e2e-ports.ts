import { fileURLToPath } from 'node:url';

/** The portal under test (E2E_PORT, 8181 by default) and the journeys' local fake push service beside it. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const PUSH_SERVICE_PORT = E2E_PORT + 1;
export const PUSH_SERVICE_ORIGIN = `https://127.0.0.1:${String(PUSH_SERVICE_PORT)}`;
/** The fake push service's certificate, outside the data directory the server wipes at start. */
export const PUSH_SERVICE_CERTIFICATE_DIR = fileURLToPath(
  new URL(`../../data-e2e-${String(E2E_PORT)}-push`, import.meta.url),
);
