import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './db.ts';
import { DatabaseUnavailableError } from './database-errors.ts';
import { SingleEngineUsage } from './single-engine-usage.ts';
import { BUILD, SERVER_DIR } from '../server-files.ts';
import type {
  PgliteReady,
  PgliteRequest,
  PgliteResponse,
  PgliteWorkerData,
  SerializedDbError,
} from './pglite-worker-protocol.ts';

/** Distributes Omit over a union: a request as the caller writes it, before it gets its id. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The error a statement raised in the worker, with its fields (SQLSTATE `code`…) as PGlite set them. */
function rebuilt(serialized: SerializedDbError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.fields);
  error.name = serialized.name;
  return serialized.unavailable ? new DatabaseUnavailableError(error) : error;
}

/** The built thread module (build-server.ts names this entry), when the server runs from dist/. */
const BUILT_THREAD = new URL(`${BUILD.dir}pglite-worker-thread.js`, SERVER_DIR);

/**
 * The thread's module, as the server itself runs: `npm start` runs the build (dist/, docs/decisions/021),
 * where the thread is plain JavaScript; dev and tests run the sources through tsx or Vitest. On Node 20 a
 * worker does not inherit the loader the process started with (nor a test runner's), and `--import tsx`
 * in its execArgv does not register it either: from sources, a small CommonJS bootstrap imports the
 * thread's module through tsx's import API.
 */
function startThread(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(BUILT_THREAD, { workerData });
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) =>
  tsx.tsImport(${JSON.stringify(new URL('./pglite-worker-thread.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * PGlite in a worker thread (issue #20): the WASM engine took two thirds of the only thread's busy time,
 * so every query stalled the server's other requests. The Db interface is unchanged; each call is a
 * message to pglite-worker-thread.ts, a transaction a series of calls on the worker's open transaction.
 * Durability is PGlite's own, in the same folder. docs/decisions/017-request-path-caches-and-counters.md.
 */
export async function openPgliteInWorker(dataDir: string | null): Promise<Db> {
  const worker = startThread({ dataDir });
  const pending = new Map<
    number,
    { resolve(response: PgliteResponse): void; reject(error: unknown): void }
  >();
  let nextId = 1;
  let closedBy: Error | null = null;

  const stop = (error: Error) => {
    closedBy ??= error;
    for (const call of pending.values()) call.reject(new DatabaseUnavailableError(error));
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      reject(error);
    };
    worker.once('error', onError);
    worker.once('message', (ready: PgliteReady) => {
      worker.off('error', onError);
      if (ready.ready) resolve();
      else reject(rebuilt(ready.error));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  worker.on('message', (response: PgliteResponse) => {
    const call = pending.get(response.id);
    if (call === undefined) return;
    pending.delete(response.id);
    call.resolve(response);
  });
  // The engine aborting (or the thread dying) leaves the database unavailable, as a closed PGlite does.
  worker.on('error', stop);
  worker.on('exit', (code) => {
    stop(new Error(`The PGlite thread exited with ${String(code)}`));
  });

  async function call(request: WithoutId<PgliteRequest>): Promise<PgliteResponse & { ok: true }> {
    if (closedBy !== null) throw new DatabaseUnavailableError(closedBy);
    const id = nextId++;
    const response = await new Promise<PgliteResponse>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
    if (!response.ok) throw rebuilt(response.error);
    return response;
  }

  const queryable = (tx: number | null): Queryable => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const response = await call({ kind: 'query', sql, params, tx });
      return (response.rows ?? []) as Row[];
    },
    async exec(sql: string) {
      await call({ kind: 'exec', sql, tx });
    },
  });

  const usage = new SingleEngineUsage();
  const engine = queryable(null);
  return {
    query: (sql, params) => usage.track(() => engine.query(sql, params)),
    exec: (sql) => usage.track(() => engine.exec(sql)),
    transaction: (fn) =>
      usage.track(async () => {
        const { tx } = await call({ kind: 'begin' });
        if (tx === undefined) throw new Error('The PGlite thread opened no transaction');
        let result: Awaited<ReturnType<typeof fn>>;
        try {
          result = await fn(queryable(tx));
        } catch (error) {
          await call({ kind: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
        await call({ kind: 'end', tx, commit: true });
        return result;
      }),
    poolStats: () => usage.stats(closedBy === null),
    async close() {
      // Closing twice (an app closing after its database failed) is not an error.
      if (closedBy !== null) return;
      try {
        await call({ kind: 'close' });
      } finally {
        closedBy ??= new Error('PGlite is closed');
        await worker.terminate();
      }
    },
  };
}
