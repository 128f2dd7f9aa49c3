// A thread of the render pool: runs each job it is sent and answers with its result (a PDF's
// bytes moved, not copied) or the failure.
import { parentPort } from 'node:worker_threads';
import { renderJob, type RenderJob } from '../services/renders';

const port = parentPort!;
port.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const value = renderJob(job);
    port.postMessage(
      { id, value },
      value instanceof Uint8Array ? [value.buffer as ArrayBuffer] : [],
    );
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message });
  }
});
