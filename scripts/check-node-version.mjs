#!/usr/bin/env node
/**
 * The portal runs on Node.js 24 (the maintained LTS). `npm install` puts it in node_modules/.bin on Linux
 * (the root package's optional `node-linux-*` dependency), and npm runs every script with that folder first
 * on PATH, so `npm start` and `npm test` use it even where the machine's own Node.js is older. Elsewhere (a
 * Mac, Windows) the machine's Node.js must be 24 or newer: say so before anything half-starts.
 */
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `The portal needs Node.js ${REQUIRED_MAJOR} or newer; this is ${process.version}. On Linux, ` +
      '`npm install` at the repository root installs it for the npm scripts; elsewhere install Node.js ' +
      `${REQUIRED_MAJOR} LTS.`,
  );
  process.exit(1);
}
