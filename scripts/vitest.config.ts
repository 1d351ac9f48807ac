import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of the repository's own tooling in scripts/ (`npm run test:scripts`).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    testTimeout: 30_000,
  },
});
