// How the server starts a worker thread on one of its modules. Built into plain JavaScript
// (scripts/serverBuild.js: `npm start`, the tests' servers and databases) the worker loads the
// module's build with no loader at all. From the sources (`npm run dev`, a source changed since
// the build) the module runs through tsx, whose loader a worker thread does not inherit, so the
// worker registers it first: a quarter of a second of CPU and some 20 MB more a thread.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a build of the server holds, as scripts/serverBuild.js writes it in its directory. */
export interface ServerBuildManifest {
  /** When the build started (ms since the epoch): a source changed later is not in it. */
  builtAt: number;
  /** Per source file (relative to the project root): its build, and the sources it holds. */
  entries: Record<string, { file: string; inputs: string[] }>;
}
export const MANIFEST_FILE = 'manifest.json';

// Set by the build itself (esbuild's `define`) in the server's build; absent from the sources.
declare const SERVER_BUILD_DIR: string | undefined;
let buildDir: string | undefined =
  typeof SERVER_BUILD_DIR === 'string' ? SERVER_BUILD_DIR : undefined;
let manifest: ServerBuildManifest | undefined;

/** Worker threads run from the build in `dir` where it is up to date (the tests' harness). */
export function useServerBuild(dir: string | undefined): void {
  buildDir = dir;
  manifest = undefined;
}

/** The build of `file`, if there is one and none of its sources changed since it was made. */
function builtFile(file: string): string | undefined {
  if (!buildDir) return undefined;
  try {
    manifest ??= JSON.parse(
      fs.readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8'),
    ) as ServerBuildManifest;
  } catch {
    return undefined;
  }
  const entry = manifest.entries[path.relative(ROOT, file)];
  if (!entry) return undefined;
  const changed = entry.inputs.some((input) => {
    try {
      return fs.statSync(path.join(ROOT, input)).mtimeMs > manifest!.builtAt;
    } catch {
      return true;
    }
  });
  return changed ? undefined : entry.file;
}

/**
 * The source of a worker (`new Worker(source, { eval: true })`) that runs `entry`; undefined where
 * neither a build nor tsx can be found, and the caller then does the work on its own thread. The
 * sources are loaded with require, so a worker module may not use top-level await.
 */
export function workerScript(entry: URL): string | undefined {
  const file = fileURLToPath(entry);
  const built = builtFile(file);
  if (built) return `import(${JSON.stringify(pathToFileURL(built).href)});`;
  let tsx: string;
  try {
    tsx = require.resolve('tsx/cjs/api');
  } catch {
    return undefined;
  }
  return `require(${JSON.stringify(tsx)}).register();\nrequire(${JSON.stringify(file)});`;
}
