#!/usr/bin/env node
/**
 * Runs the Capacitor CLI (`node scripts/cap.mjs sync`, `… open android`) from this package, on the Node.js
 * the npm scripts run (24, installed by the root package on Linux). Capacitor 8's CLI refuses Node.js < 22:
 * say how to get a newer one rather than let it fail half-way.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MINIMUM_NODE_MAJOR = 22;
const mobileDir = dirname(dirname(fileURLToPath(import.meta.url)));

function nodeForCapacitor() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_NODE_MAJOR) return process.execPath;
  console.error(
    `The Capacitor CLI needs Node.js ${MINIMUM_NODE_MAJOR} or newer: run it through npm (npm run sync -w ` +
      `apps/mobile), whose scripts use the Node.js 24 that npm install puts in node_modules/.bin, or use ` +
      `Node.js ${MINIMUM_NODE_MAJOR}+.`,
  );
  process.exit(1);
}

const require = createRequire(join(mobileDir, 'package.json'));
const cli = join(dirname(require.resolve('@capacitor/cli/package.json')), 'bin', 'capacitor');
const result = spawnSync(nodeForCapacitor(), [cli, ...process.argv.slice(2)], {
  cwd: mobileDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
