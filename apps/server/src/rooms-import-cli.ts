/**
 * What `npm run import:rooms` does, apart from opening the database (rooms-import-command.ts): reads the
 * arguments and the file, imports (services/rooms-import.ts), and says what happened. Exit code 0 when
 * every row was accepted (or --allow-partial), 1 when a row was refused (nothing written without
 * --allow-partial), 2 when the command or the file cannot be used at all.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Db } from './db/db.ts';
import { importRooms, RoomsFileError, type RoomsImportSummary } from './services/rooms-import.ts';

export const ROOMS_IMPORT_USAGE = 'usage: import:rooms <rooms.csv> [--dry-run] [--allow-partial]';

const REASONS = {
  'unknown-person': 'unknown person',
  'not-in-house': 'person not in that house',
  'bad-row': 'bad row',
} as const;

/** What the IT team reads: counts, then each refused row by line (no names: the file has them). */
function report(summary: RoomsImportSummary, dryRun: boolean): string {
  const count = (reason: keyof typeof REASONS) =>
    summary.refused.filter((row) => row.reason === reason).length;
  const lines = [
    `updated: ${summary.updated}`,
    `unchanged: ${summary.unchanged}`,
    ...Object.entries(REASONS).map(([reason, label]) => `${label}: ${count(reason as keyof typeof REASONS)}`),
    ...summary.refused.map((row) => `  line ${row.line}: ${REASONS[row.reason]}`),
  ];
  if (dryRun) lines.push('dry run: nothing written');
  else if (!summary.written) {
    lines.push('nothing written: a row was refused (fix it, or run with --allow-partial)');
  }
  return lines.join('\n');
}

export interface RoomsImportRun {
  exitCode: 0 | 1 | 2;
  /** For standard output (the summary) or standard error (why nothing could be done). */
  output: string;
}

/** The arguments, or what is wrong with them. */
function readArguments(argv: string[]) {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'dry-run': { type: 'boolean' }, 'allow-partial': { type: 'boolean' } },
    });
    const [file, ...extra] = positionals;
    if (file === undefined || extra.length > 0) return null;
    return { file, dryRun: values['dry-run'] === true, allowPartial: values['allow-partial'] === true };
  } catch {
    return null;
  }
}

/**
 * `openDb` is called only once the arguments and the file are known good. A relative file name is taken
 * from `baseDir`: the directory npm was started from, not apps/server where `npm run -w` runs the command.
 */
export async function runRoomsImport(
  argv: string[],
  openDb: () => Promise<Db>,
  baseDir = process.cwd(),
): Promise<RoomsImportRun> {
  const args = readArguments(argv);
  if (args === null) return { exitCode: 2, output: ROOMS_IMPORT_USAGE };
  let text: string;
  try {
    text = await readFile(resolve(baseDir, args.file), 'utf8');
  } catch {
    return { exitCode: 2, output: `cannot read ${args.file}` };
  }
  const db = await openDb();
  try {
    const summary = await importRooms(db, text, args);
    const refused = summary.refused.length > 0 && !args.allowPartial;
    return { exitCode: refused ? 1 : 0, output: report(summary, args.dryRun) };
  } catch (error) {
    if (error instanceof RoomsFileError) return { exitCode: 2, output: `${args.file}: ${error.message}` };
    throw error;
  }
}
