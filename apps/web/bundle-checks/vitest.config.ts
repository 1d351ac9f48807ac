import { defineConfig } from 'vitest/config';

/**
 * Checks of the built app (`npm run test:bundle`, after `npm run build`): what the bundler put in each chunk
 * (build/module-graph.ts), where the unit tests could only read the sources.
 */
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    environment: 'node',
  },
});
