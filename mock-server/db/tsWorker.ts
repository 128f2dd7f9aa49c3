// Starting a worker thread on one of the server's TypeScript modules.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The worker's start: the server's modules are TypeScript, run through tsx, whose loader a
 * worker thread does not inherit, so the worker registers it before loading its module (loaded
 * with require: no top-level await there). Undefined where tsx cannot be found. Start the worker
 * with `new Worker(script, { eval: true })`.
 */
export function tsWorkerScript(entry: URL): string | undefined {
  let tsx: string;
  try {
    tsx = require.resolve('tsx/cjs/api');
  } catch {
    return undefined;
  }
  const file = fileURLToPath(entry);
  return `require(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(file)});`;
}
