import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  MANIFEST_FILE,
  useServerBuild,
  workerScript,
  type ServerBuildManifest,
} from './workerScript';

const root = path.resolve(import.meta.dirname, '../..');
const worker = new URL('../db/pglite-thread/worker.ts', import.meta.url);
const dirs: string[] = [];

/** A build directory whose manifest holds the database thread, made at `builtAt`. */
function fakeBuild(builtAt: number, inputs = ['mock-server/db/pglite-thread/worker.ts']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-'));
  dirs.push(dir);
  const file = path.join(dir, 'worker.js');
  const manifest: ServerBuildManifest = {
    builtAt,
    entries: { 'mock-server/db/pglite-thread/worker.ts': { file, inputs } },
  };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return { dir, file };
}

afterEach(() => {
  useServerBuild(inject('serverBuildDir'));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('a worker thread’s script', () => {
  it('loads the build of its module when the build is newer than every source it holds', () => {
    const { dir, file } = fakeBuild(Date.now() + 60_000);
    useServerBuild(dir);
    expect(workerScript(worker)).toBe(`import(${JSON.stringify(`file://${file}`)});`);
  });

  it('loads the sources through tsx once one of the build’s sources changed after it', () => {
    const source = path.join(root, 'mock-server/db/pglite-thread/worker.ts');
    const { dir } = fakeBuild(fs.statSync(source).mtimeMs - 1);
    useServerBuild(dir);
    const script = workerScript(worker)!;
    expect(script).toContain('tsx');
    expect(script).toContain(JSON.stringify(source));
  });

  it('loads the sources through tsx when a source of the build is gone, or there is no build', () => {
    useServerBuild(fakeBuild(Date.now() + 60_000, ['mock-server/no-such-file.ts']).dir);
    expect(workerScript(worker)).toContain('tsx');
    useServerBuild(undefined);
    expect(workerScript(worker)).toContain('tsx');
  });
});
