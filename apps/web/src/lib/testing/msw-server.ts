import { setupServer } from 'msw/node';
import { handlers } from './msw-handlers.ts';

/** The test server every screen test talks to (started in vitest.setup.ts); `server.use` overrides. */
export const server = setupServer(...handlers);
