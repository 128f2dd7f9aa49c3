import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import type { RowShape } from './bulk-load';
import { copyFixtureFile } from './fixtureFile';
import { tempDir } from '../test/harness';

const dir = tempDir('portal-fixture-file-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const shape: RowShape = {
  table: 'things',
  columns: [
    { key: 'id', column: 'id', json: false, fill: null },
    { key: 'name', column: 'name', json: false, fill: null },
    { key: 'note', column: 'note', json: false, fill: '\\N' },
  ],
};

function writeFixture(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `[\n${lines.join(',\n')}\n]\n`);
  return file;
}

/** Collects what a load hands the database, batch by batch, optionally slowly. */
function collector(delayMs = 0) {
  const batches: { columns: string[]; text: string }[] = [];
  const copy = async (columns: string[], rows: Uint8Array<ArrayBuffer>) => {
    batches.push({ columns, text: Buffer.from(rows).toString('utf8') });
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
  };
  return { batches, copy, text: () => batches.map((b) => b.text).join('') };
}

describe('fixture files read on a worker thread', () => {
  // About 20 MB of COPY text: several batches, so the worker waits for the database and reuses the
  // buffers handed back.
  const rows = Array.from({ length: 400_000 }, (_, i) =>
    i % 1000 === 7
      ? `{"id":${i + 1},"name":"Tab\\there ${i}","note":"a \\"quoted\\" note"}`
      : `{"id":${i + 1},"name":"Row number ${i + 1} of the test file","note":null}`,
  );
  const big = writeFixture('big.json', rows);

  it('hands the database the same COPY text as reading on this thread, every row once', async () => {
    const here = collector();
    expect(await copyFixtureFile(shape, big, here.copy, false)).toBe(rows.length);

    const there = collector(5);
    const loaded = await copyFixtureFile(shape, big, there.copy, true);
    expect(loaded).toBe(rows.length);
    expect(there.batches.length).toBeGreaterThan(2);
    expect(there.text()).toBe(here.text());
    const lines = there.text().split('\n');
    expect(lines[0]).toBe('1\tRow number 1 of the test file\t\\N');
    expect(lines[7]).toBe('8\tTab\\there 7\ta "quoted" note');
    expect(lines.at(-2)).toBe(`400000\tRow number 400000 of the test file\t\\N`);
  });

  it('names the file and line of a row that is not one, and loads nothing after it', async () => {
    const file = writeFixture('bad.json', [rows[0]!, rows[1]!, '[1, 2]', rows[3]!]);
    const seen = collector();
    await expect(copyFixtureFile(shape, file, seen.copy, true)).rejects.toThrow(
      `${file}, line 4: expected one row (a JSON object) per line`,
    );
    expect(seen.text()).not.toContain('Row number 4 ');
  });

  it('stops reading when the database refuses a batch, with the database error', async () => {
    let calls = 0;
    const refused = copyFixtureFile(
      shape,
      big,
      async () => {
        calls++;
        throw new Error('duplicate key value violates unique constraint');
      },
      true,
    );
    await expect(refused).rejects.toThrow('duplicate key value violates unique constraint');
    expect(calls).toBe(1);
  });
});
