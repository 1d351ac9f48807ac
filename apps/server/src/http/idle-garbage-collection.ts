import type { EventEmitter } from 'node:events';

/** How long without a request before the server collects once: past V8's allocation-rate window (5 s). */
export const IDLE_COLLECTION_AFTER_MS = 10_000;

/**
 * One full garbage collection when the server has had no request for `idleMs`, once per idle spell (issue
 * #20, docs/decisions/021). V8 keeps the young generation at the size the last busy moment grew it to (32
 * MB on 64-bit), and the old generation's free pages, for as long as nothing collects: an idle server sat at
 * 150–190 MB, most of it empty heap, after start-up or a burst of requests. A full collection made once the
 * allocation rate is low gives those pages back (about 30–50 MB); V8 grows them again as soon as traffic
 * needs them, so throughput is unchanged. The collection itself takes a few tens of milliseconds, when no
 * one is waiting. Needs `gc`, which `node --expose-gc` provides (`npm start`); without it (dev, tests) this
 * does nothing. Start-up counts as activity: its garbage goes at the first idle spell. Returns the stop.
 */
export function collectGarbageWhenIdle(
  server: EventEmitter,
  collect: (() => void) | undefined,
  idleMs = IDLE_COLLECTION_AFTER_MS,
  now: () => number = Date.now,
): () => void {
  if (collect === undefined) return () => undefined;
  let lastRequest = now();
  let collected = false;
  const onRequest = () => {
    lastRequest = now();
    collected = false;
  };
  server.on('request', onRequest);
  const timer = setInterval(() => {
    if (collected || now() - lastRequest < idleMs) return;
    collected = true;
    collect();
  }, idleMs / 4);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
