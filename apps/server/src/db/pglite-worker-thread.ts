/**
 * The thread that owns PGlite (pglite-worker-db.ts starts it): the WASM engine runs here, so a query's
 * work no longer blocks the server's event loop. It serves the Db interface of pglite-db.ts over messages,
 * one transaction at a time as PGlite itself does.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DatabaseUnavailableError } from './database-errors.ts';
import type { Db, Queryable } from './db.ts';
import { openPglite } from './pglite-db.ts';
import {
  serializeDbError,
  type PgliteReady,
  type PgliteRequest,
  type PgliteResponse,
  type PgliteWorkerData,
} from './pglite-worker-protocol.ts';

if (parentPort === null) throw new Error('pglite-worker-thread.ts runs as a worker thread');
const port = parentPort;
const { dataDir } = workerData as PgliteWorkerData;

/** Rejects a transaction's callback so that pgliteDb rolls it back; never reported as an error. */
const ROLLBACK = new Error('Rolled back at the server thread’s request');

interface OpenTransaction {
  tx: Queryable;
  finish(commit: boolean): void;
  settled: Promise<void>;
}

const reply = (response: PgliteResponse) => {
  port.postMessage(response);
};
const failure = (id: number, error: unknown): PgliteResponse => ({
  id,
  ok: false,
  error: serializeDbError(error, error instanceof DatabaseUnavailableError),
});

function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Opens a transaction that stays open until finish(commit) says how it ends. */
async function begin(db: Db): Promise<OpenTransaction> {
  const decision = deferred<boolean>();
  const opened = deferred<Queryable>();
  const settled = db
    .transaction(async (tx) => {
      opened.resolve(tx);
      if (!(await decision.promise)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  // A transaction that could not even begin; once open, its end is reported by 'end'.
  settled.catch(opened.reject);
  return { tx: await opened.promise, finish: decision.resolve, settled };
}

function serve(db: Db): void {
  const transactions = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const target = (tx: number | null): Queryable => {
    if (tx === null) return db;
    const open = transactions.get(tx);
    if (open === undefined) throw new Error(`No open transaction ${String(tx)}`);
    return open.tx;
  };

  port.on('message', (request: PgliteRequest) => {
    void (async () => {
      try {
        switch (request.kind) {
          case 'query':
            reply({
              id: request.id,
              ok: true,
              rows: await target(request.tx).query(request.sql, request.params),
            });
            return;
          case 'exec':
            await target(request.tx).exec(request.sql);
            reply({ id: request.id, ok: true });
            return;
          case 'begin': {
            const txId = nextTx++;
            transactions.set(txId, await begin(db));
            reply({ id: request.id, ok: true, tx: txId });
            return;
          }
          case 'end': {
            const open = transactions.get(request.tx);
            if (open === undefined) throw new Error(`No open transaction ${String(request.tx)}`);
            transactions.delete(request.tx);
            open.finish(request.commit);
            await open.settled;
            reply({ id: request.id, ok: true });
            return;
          }
          case 'close':
            await db.close();
            reply({ id: request.id, ok: true });
            return;
        }
      } catch (error) {
        reply(failure(request.id, error));
      }
    })();
  });
}

try {
  const db = await openPglite(dataDir);
  serve(db);
  port.postMessage({ ready: true } satisfies PgliteReady);
} catch (error) {
  port.postMessage({ ready: false, error: serializeDbError(error, true) } satisfies PgliteReady);
}
