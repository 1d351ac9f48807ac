/** Messages between the server's thread and the thread that runs PGlite (pglite-worker-db.ts). */

/** What the worker needs to open the database. */
export interface PgliteWorkerData {
  /** PGlite's folder, or null for a database in memory. */
  dataDir: string | null;
}

/** `tx` names an open transaction of the worker; null runs the statement on its own. */
export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: readonly unknown[]; tx: number | null }
  | { id: number; kind: 'exec'; sql: string; tx: number | null }
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; tx: number; commit: boolean }
  | { id: number; kind: 'close' };

/** An error as it crosses threads: its message, name and own fields (the SQLSTATE `code`, `detail`…). */
export interface SerializedDbError {
  message: string;
  name: string;
  fields: Record<string, string | number | boolean | null>;
  /** The database is closed or its engine aborted (DatabaseUnavailableError on the worker's side). */
  unavailable: boolean;
}

export type PgliteResponse =
  | { id: number; ok: true; rows?: unknown[]; tx?: number }
  | { id: number; ok: false; error: SerializedDbError };

/** The worker's first message once the database is open (or could not be opened). */
export type PgliteReady = { ready: true } | { ready: false; error: SerializedDbError };

export function serializeDbError(error: unknown, unavailable: boolean): SerializedDbError {
  if (!(error instanceof Error)) {
    return { message: String(error), name: 'Error', fields: {}, unavailable };
  }
  const fields: SerializedDbError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { message: error.message, name: error.name, fields, unavailable };
}
