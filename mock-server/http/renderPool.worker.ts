// A thread of the render pool: renders each job it is sent and answers with the bytes (moved,
// not copied) or the failure.
import { parentPort } from 'node:worker_threads';
import { renderJob, type RenderJob } from '../services/renders';

const port = parentPort!;
port.on('message', ({ id, job }: { id: number; job: RenderJob }) => {
  try {
    const bytes = renderJob(job);
    port.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (err) {
    port.postMessage({ id, error: (err as Error).message });
  }
});
