/**
 * `node scripts/build-if-stale.ts [--always] web server`: builds the web app and/or the server when their
 * sources changed since their last build, or when there is none (docs/decisions/025). `npm start` runs it
 * instead of building at every start; `npm run build` runs it with --always (and so records the build).
 */
import { isTargetName, ROOT, TARGETS } from './build-targets.ts';
import { buildIfStale } from './stale-build.ts';

const args = process.argv.slice(2);
const always = args.includes('--always');
const names = args.filter((arg) => !arg.startsWith('--'));
if (names.length === 0 || !names.every(isTargetName)) {
  console.error(`usage: build-if-stale.ts [--always] ${Object.keys(TARGETS).join('|')}…`);
  process.exit(2);
}
try {
  for (const name of names) await buildIfStale(ROOT, TARGETS[name], { always });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
