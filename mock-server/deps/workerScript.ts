// How the server starts a worker thread on one of its TypeScript modules: the modules run through
// tsx (in dev, tests and `npm start` alike), whose loader a worker thread does not inherit, so
// the worker registers it before loading its module.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/**
 * The source of a worker (`new Worker(source, { eval: true })`) that runs `entry`; undefined where
 * tsx cannot be found, and the caller then does the work on its own thread. Loaded with require,
 * so the module may not use top-level await.
 */
export function workerScript(entry: URL): string | undefined {
  let tsx: string;
  try {
    tsx = require.resolve('tsx/cjs/api');
  } catch {
    return undefined;
  }
  const file = fileURLToPath(entry);
  return `require(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(file)});`;
}
