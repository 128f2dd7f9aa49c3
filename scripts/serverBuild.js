// The server built into plain JavaScript: what `npm start` runs (scripts/start.js) and what the
// tests' server processes run (mock-server/test/global-setup.ts). Run from the sources, every
// process and every worker thread of the server loads TypeScript through tsx's loader, which
// costs about a second of CPU a start, a quarter of a second a thread and some 20 MB of memory
// each; the build takes a fifth of a second.
//
// The build is the same modules, run in the same order: one file per entry point, the packages
// left to node_modules, and each module's own `import.meta` (its file, its directory) written in
// as it stands in the sources, so what a module finds beside it (migrations, fonts, locales, the
// built web app) is what it finds when run from the sources. The worker threads' modules are
// entry points of their own, and the build's manifest tells mock-server/deps/workerScript.ts
// where they are and which sources each holds (a source changed since is run through tsx).
//
// Plain JavaScript (with its types in serverBuild.d.ts), since it runs before anything can load
// TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, context } from 'esbuild';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The modules the server starts worker threads on, relative to the root. */
export const WORKER_ENTRY_POINTS = [
  'mock-server/db/pglite-thread/worker.ts',
  'mock-server/db/fixtureFile.worker.ts',
  'mock-server/http/renderPool.worker.ts',
];

/** The file mock-server/deps/workerScript.ts reads in a build's directory. */
export const MANIFEST_FILE = 'manifest.json';

/** Each project module's `import.meta.url`, `.filename` and `.dirname`, as in its source. */
const sourceLocations = {
  name: 'source-locations',
  /** @param {import('esbuild').PluginBuild} builder */
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = fs
        .readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)));
      // Read here rather than by esbuild: named so that a watching build (watchServer) sees it.
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', watchFiles: [args.path] };
    });
  },
};

/**
 * esbuild's options for a build of `all` (entry points and worker modules) into `outDir`.
 *
 * @param {string} outDir
 * @param {string[]} all
 * @returns {import('esbuild').BuildOptions & { metafile: true }}
 */
const buildOptions = (outDir, all) => ({
  absWorkingDir: ROOT,
  entryPoints: all,
  outdir: outDir,
  outbase: ROOT,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // A module the server imports only when needed (`import()`) stays out of its start: jsPDF,
  // say, which only the render threads load.
  splitting: true,
  target: 'node20',
  logLevel: 'warning',
  plugins: [sourceLocations],
  define: { SERVER_BUILD_DIR: JSON.stringify(outDir) },
  metafile: true,
});

/**
 * Writes the manifest of a build of `all` into `outDir` and answers each entry's built file.
 *
 * @param {string} outDir
 * @param {string[]} all
 * @param {import('esbuild').Metafile} metafile
 * @param {number} builtAt when the build started: a source changed after it is newer than the build
 * @returns {Record<string, string>}
 */
function writeManifest(outDir, all, metafile, builtAt) {
  /** @type {Record<string, string>} */
  const files = Object.fromEntries(
    all.map((entry) => [entry, path.join(outDir, entry.replace(/\.tsx?$/, '.js'))]),
  );
  /**
   * The project's sources an output holds, with those of the chunks it imports.
   * @param {string} output
   * @param {Set<string>} seen
   * @returns {string[]}
   */
  const sourcesOf = (output, seen = new Set()) => {
    if (seen.has(output)) return [];
    seen.add(output);
    const { inputs, imports } = metafile.outputs[output] ?? { inputs: {}, imports: [] };
    return [
      ...Object.keys(inputs).filter((p) => !p.includes('node_modules')),
      ...imports.filter((i) => !i.external).flatMap((i) => sourcesOf(i.path, seen)),
    ];
  };
  const manifest = {
    builtAt,
    entries: Object.fromEntries(
      all.map((entry) => [
        entry,
        { file: files[entry], inputs: [...new Set(sourcesOf(path.relative(ROOT, files[entry])))] },
      ]),
    ),
  };
  fs.writeFileSync(path.join(outDir, MANIFEST_FILE), JSON.stringify(manifest));
  return files;
}

/** @param {string[]} entryPoints */
const withWorkers = (entryPoints) => [...new Set([...entryPoints, ...WORKER_ENTRY_POINTS])];

/**
 * Builds `entryPoints` (sources relative to the root) and the worker threads' modules under
 * `outDir`, which must lie inside the project (the packages are found from there), with the
 * manifest; answers the built file of each entry point, to run with `node <file>`.
 *
 * @param {string} outDir
 * @param {string[]} entryPoints
 * @returns {Promise<Record<string, string>>}
 */
export async function buildServer(outDir, entryPoints) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const builtAt = Date.now();
  const all = withWorkers(entryPoints);
  const { metafile } = await build(buildOptions(outDir, all));
  return writeManifest(outDir, all, metafile, builtAt);
}

/**
 * buildServer, then again whenever a source it read changes (`npm run dev`): `onBuilt` gets the
 * built files after each build, or undefined after one that failed (esbuild has printed why).
 * Answers esbuild's context: `dispose()` ends the watching.
 *
 * @param {string} outDir
 * @param {string[]} entryPoints
 * @param {(files: Record<string, string> | undefined) => void} onBuilt
 * @returns {Promise<import('esbuild').BuildContext>}
 */
export async function watchServer(outDir, entryPoints, onBuilt) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const all = withWorkers(entryPoints);
  const options = buildOptions(outDir, all);
  let builtAt = Date.now();
  /** @type {import('esbuild').Plugin} */
  const built = {
    name: 'built',
    setup(builder) {
      builder.onStart(() => {
        builtAt = Date.now();
      });
      builder.onEnd((result) => {
        const ok = result.errors.length === 0 && result.metafile;
        onBuilt(ok ? writeManifest(outDir, all, result.metafile, builtAt) : undefined);
      });
    },
  };
  const ctx = await context({ ...options, plugins: [...options.plugins, built] });
  await ctx.watch();
  return ctx;
}
