import { DatabaseUnavailableError } from '../db/database-errors.ts';
import { DatabaseStartupTimeoutError } from '../db/wait-for-database.ts';
import { PendingMigrationsError } from './prepare-database.ts';

export interface FailureLog {
  fatal(details: object, message: string): void;
}

/**
 * Ends a start (of the server or the migrate command) that failed in a way the operator fixes without a
 * stack trace: it says what to do, then exits 1. Anything else is a bug, thrown on with its stack.
 */
export function exitOnKnownStartUpFailure(error: unknown, log: FailureLog): never {
  // A mistake in a sample campus data file is the editor's to fix: the message names the files and fields.
  if (error instanceof Error && error.name === 'SeedDataError') {
    console.error(error.message);
    process.exit(1);
  }
  if (error instanceof DatabaseStartupTimeoutError || error instanceof PendingMigrationsError) {
    log.fatal({}, error.message);
    process.exit(1);
  }
  if (error instanceof DatabaseUnavailableError) {
    const cause = error.cause instanceof Error ? error.cause.message : String(error.cause);
    log.fatal({ cause }, 'the database became unreachable during start-up; start again once it is back');
    process.exit(1);
  }
  throw error;
}
