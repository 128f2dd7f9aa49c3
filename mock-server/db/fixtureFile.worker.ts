// The worker thread of copyFixtureFile: reads one fixture file into COPY batches and hands each
// to the main thread, waiting while BATCHES_AHEAD of them are not yet loaded.
import { parentPort, workerData } from 'node:worker_threads';
import { CopyBatcher } from './bulk-load';
import { BATCH_BYTES, BATCHES_AHEAD, copyFile, type WorkerInput } from './fixtureFile';

const port = parentPort!;
const { shape, file } = workerData as WorkerInput;
let ahead = 0;
let wake: (() => void) | undefined;
// The buffers of loaded batches, handed back: a few circulate instead of one per batch.
const free: ArrayBuffer[] = [];
port.on('message', (loaded: ArrayBuffer) => {
  ahead--;
  if (loaded.byteLength === BATCH_BYTES) free.push(loaded);
  wake?.();
});

const batcher = new CopyBatcher(
  shape,
  async (columns, rows) => {
    // The batch's bytes move to the main thread rather than being copied.
    port.postMessage({ kind: 'batch', columns, rows }, [rows.buffer]);
    ahead++;
    while (ahead >= BATCHES_AHEAD) await new Promise<void>((resolve) => (wake = resolve));
  },
  BATCH_BYTES,
  () => {
    const buffer = free.pop();
    return buffer && Buffer.from(buffer);
  },
);

// Loaded with require (see deps/workerScript.ts): no top-level await.
void (async () => {
  try {
    await copyFile(batcher, file);
    port.postMessage({ kind: 'done', rows: batcher.rows });
  } catch (err) {
    port.postMessage({ kind: 'error', message: (err as Error).message });
  }
})();
