import { Worker } from 'node:worker_threads';
import type { PhotoMimeType } from '@campus/domain/photo';
import type { ReencodeResult } from './reencode-photo.ts';

/**
 * Re-encoding a large photo is seconds of CPU (see reencode-photo.ts). It runs in one worker thread, so
 * the event loop keeps answering everyone else while it works, and jobs queue there one at a time, which
 * also bounds the memory that decoding takes. The worker starts on the first upload and ends with the app.
 */
export interface PhotoReencoder {
  reencode(bytes: Buffer, declaredType: PhotoMimeType): Promise<ReencodeResult>;
  close(): Promise<void>;
}

interface JobAnswer {
  id: number;
  result: ReencodeResult;
}

// The server runs its TypeScript through tsx (docs/decisions/002). A worker thread does not inherit tsx's
// loader on Node 20, so a tiny JavaScript bootstrap loads the TypeScript worker through tsx's own API.
const TSX_API_URL = import.meta.resolve('tsx/esm/api');
const WORKER_ENTRY_URL = new URL('./reencode-worker.ts', import.meta.url).href;
const WORKER_BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsxApi).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

export function createPhotoReencoder(): PhotoReencoder {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (result: ReencodeResult) => void; reject: (error: Error) => void }
  >();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = null;
  };

  const start = (): Worker => {
    const started = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { tsxApi: TSX_API_URL, entry: WORKER_ENTRY_URL },
    });
    started.on('message', (answer: JobAnswer) => {
      const job = pending.get(answer.id);
      pending.delete(answer.id);
      // Transferred buffers arrive as Uint8Array: give the route a Buffer again.
      if (answer.result.ok) answer.result.photo.bytes = Buffer.from(answer.result.photo.bytes);
      job?.resolve(answer.result);
    });
    started.on('error', failAll);
    started.on('exit', (code) => {
      if (pending.size > 0) failAll(new Error(`photo worker stopped (exit code ${String(code)})`));
      worker = null;
    });
    // An idle worker must not keep the process alive.
    started.unref();
    return started;
  };

  return {
    reencode(bytes, declaredType) {
      worker ??= start();
      const id = nextId++;
      const running = worker;
      return new Promise<ReencodeResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.ref();
        running.postMessage({ id, bytes, declaredType });
      }).finally(() => {
        if (pending.size === 0) worker?.unref();
      });
    },
    async close() {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
