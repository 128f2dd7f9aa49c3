// `npm run dev` runs the API server from a build that esbuild makes again whenever a source
// changes (watchServer): each change builds, a broken source reports a failed build, and the
// fixed source builds again.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, watchServer } from './serverBuild.js';

// Inside the project (the build finds the packages from there), where git and the linters do not
// look.
const scratch = path.join(ROOT, 'node_modules', '.cache', `watch-test-${process.pid}`);
const entry = path.relative(ROOT, path.join(scratch, 'entry.ts'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('the server build that npm run dev watches', () => {
  it('builds again on each change, reports a broken source, and builds once it is fixed', async () => {
    fs.mkdirSync(scratch, { recursive: true });
    const write = (text: string) => fs.writeFileSync(path.join(ROOT, entry), text);
    write('export const value: number = 1;\n');
    const builds: (Record<string, string> | undefined)[] = [];
    let next: (() => void) | undefined;
    const built = () =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no build within 20 s')), 20_000);
        next = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    let waiting = built();
    const ctx = await watchServer(path.join(scratch, 'out'), [entry], (files) => {
      builds.push(files);
      next?.();
    });
    try {
      const valueOf = async (files: Record<string, string> | undefined) => {
        expect(files).toBeDefined();
        const url = `${pathToFileURL(files![entry]!).href}?build=${builds.length}`;
        return ((await import(url)) as { value: number }).value;
      };
      await waiting;
      expect(await valueOf(builds.at(-1))).toBe(1);

      waiting = built();
      write('export const value: number = 2;\n');
      await waiting;
      expect(await valueOf(builds.at(-1))).toBe(2);

      // esbuild prints the broken source's error, as it does for a developer.
      waiting = built();
      write('export const value: number = (;\n');
      await waiting;
      expect(builds.at(-1)).toBeUndefined();

      waiting = built();
      write('export const value: number = 3;\n');
      await waiting;
      expect(await valueOf(builds.at(-1))).toBe(3);
    } finally {
      await ctx.dispose();
    }
  }, 90_000);
});
