// The server as the process tests start it: built once a run into plain JavaScript, so each of
// their server processes skips tsx's loader (about a second of CPU a start, on top of 2 s). The
// build is the same modules, run in the same order: one file per entry point, the packages left
// to node_modules, and each module's own `import.meta` (its file, its directory) written in as
// it stands in the sources, so what a module finds beside it (migrations, fonts, locales, the
// worker threads' TypeScript, which they still load through tsx) is what `npm start` finds.
// `npm start` itself (scripts/start.ts through tsx) is what scripts/stop.test.ts starts.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** The sources the process tests run, relative to the root. */
export const SERVER_ENTRY_POINTS = ['mock-server/index.ts', 'mock-server/test/open-child.ts'];

/** Each project module's `import.meta.url`, `.filename` and `.dirname`, as in its source. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = fs
        .readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Builds the entry points under `outDir`, which must lie inside the project (the packages are
 * found from there); returns what to run for each, `node <file>`.
 */
export async function buildServer(outDir: string): Promise<Record<string, string>> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRY_POINTS,
    outdir: outDir,
    outbase: ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [sourceLocations],
  });
  return Object.fromEntries(
    SERVER_ENTRY_POINTS.map((entry) => [entry, path.join(outDir, entry.replace(/\.ts$/, '.js'))]),
  );
}
