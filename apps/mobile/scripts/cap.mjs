#!/usr/bin/env node
/**
 * Runs the Capacitor CLI (`node scripts/cap.mjs sync`, `… open android`) from this package. Capacitor 8's
 * CLI refuses Node.js < 22 while the repository runs on Node.js 20, so it runs on the Node.js 22 that
 * apps/mobile/toolchain installs (ADR 016), or on this Node.js when it is already 22 or newer (a
 * developer's computer).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MINIMUM_NODE_MAJOR = 22;
const mobileDir = dirname(dirname(fileURLToPath(import.meta.url)));

function nodeForCapacitor() {
  const toolchainNode = join(mobileDir, 'toolchain', 'node_modules', '.bin', 'node');
  if (existsSync(toolchainNode)) return toolchainNode;
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= MINIMUM_NODE_MAJOR) return process.execPath;
  console.error(
    `The Capacitor CLI needs Node.js ${MINIMUM_NODE_MAJOR} or newer: run npm install at the repository ` +
      `root (its postinstall installs apps/mobile/toolchain), or use Node.js ${MINIMUM_NODE_MAJOR}+.`,
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
