/**
 * The worker side of reencode-in-worker.ts: runs reencodePhoto off the server's event loop. One message in
 * (bytes and declared type), one message out (the ReencodeResult), in order.
 */
import { parentPort } from 'node:worker_threads';
import type { PhotoMimeType } from '@campus/domain/photo';
import { reencodePhoto } from './reencode-photo.ts';

interface ReencodeJob {
  id: number;
  bytes: Uint8Array;
  declaredType: PhotoMimeType;
}

parentPort?.on('message', (job: ReencodeJob) => {
  const result = reencodePhoto(
    Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
    job.declaredType,
  );
  parentPort?.postMessage({ id: job.id, result });
});
