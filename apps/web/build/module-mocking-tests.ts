import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The test files that replace a module with `vi.mock` (the Capacitor plugins, at the phone's boundary).
 * The other test files share their worker's modules (`isolate: false` in vite.config.ts); a module mock
 * only reaches the modules a file loads after it, so in a shared worker a module that an earlier file
 * loaded with the real plugin would keep it. These files run in a fresh module graph each, as before.
 * Found by reading the files, so a new test that mocks a module is isolated without a list to keep.
 */
export function moduleMockingTests(): string[] {
  return globSync('src/**/*.test.{ts,tsx}', { cwd: appRoot })
    .filter((file) => readFileSync(`${appRoot}/${file}`, 'utf8').includes('vi.mock('))
    .sort();
}
