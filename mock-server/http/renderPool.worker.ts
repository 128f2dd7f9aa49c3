// A thread of the render pool: runs each job it is sent and answers with its result (a PDF's
// bytes moved, not copied) or the failure, and how much of its heap is in use afterwards (the
// pool replaces a thread a job left large, renderPool.ts).
import { parentPort } from 'node:worker_threads';
import { renderJob, type RenderJob } from '../services/renders';

const port = parentPort!;
port.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const value = renderJob(job);
    port.postMessage(
      { id, value, heapUsed: process.memoryUsage().heapUsed },
      value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [],
    );
  } catch (err) {
    port.postMessage({
      id,
      error: (err as Error).message,
      heapUsed: process.memoryUsage().heapUsed,
    });
  }
});
