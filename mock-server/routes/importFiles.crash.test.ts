// A server process killed (SIGKILL) while it imports a carrier file: after a restart the import
// reads ProcessFailed (UnknowException), the file is gone from the list, none of its rows are
// left and neither is its upload.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImportFileInfo, ImportProgress, PolicyHistory } from '../../src/domain/api/files';
import { signIn } from '../test/harness';
import { exited, startSeededServer, startServer, waitForHealth } from '../test/serverProcess';

/** A values file of many valid rows: Emily Carter's policy on every day from 1900 on (the seed's values start in 2019). */
function bigValuesFile(rows: number): Buffer {
  const lines = [
    'Insured,Policy Number,Valuation Date,Accumulated Value,Loan Balance,Total Death Benefit',
  ];
  const day = new Date('1900-01-01T00:00:00Z');
  for (let i = 0; i < rows; i++) {
    const iso = day.toISOString().slice(0, 10);
    lines.push(
      `Emily Carter,SML-102596,${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)},"1,000.00",0.00,"400,000.00"`,
    );
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return Buffer.from(lines.join('\n'));
}

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

describe.skipIf(!!(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
  'an import cut off by SIGKILL',
  () => {
    it('is failed on restart with no rows and no upload left', { timeout: 240_000 }, async () => {
      const { dataDir, port, url, first, auth } = await startSeededServer('portal-import-crash-', {
        dirs,
        children,
      });

      const form = new FormData();
      form.set('CarrierId', '1');
      form.set('File', new Blob([new Uint8Array(bigValuesFile(40_000))]), 'crash-values.csv');
      const res = await fetch(`${url}/api/files`, { method: 'POST', headers: auth, body: form });
      expect(res.status).toBe(200);
      const { progressId } = (await res.json()) as { progressId: string };

      // Wait until rows are being written, then kill the process outright.
      let seen: ImportProgress | undefined;
      for (let i = 0; i < 2400; i++) {
        const p = await fetch(`${url}/api/files/progress/${progressId}`, { headers: auth });
        seen = (await p.json()) as ImportProgress;
        if (seen.fileState === 'Importing' && seen.percentageOfCompletion > 55) break;
        if (seen.fileState === 'Finished' || seen.fileState === 'ProcessFailed') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(seen?.fileState, JSON.stringify(seen)).toBe('Importing');
      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = startServer(dataDir, port);
      children.push(second.child);
      await waitForHealth(url, second.child);
      const again = {
        authorization: `Bearer ${(await signIn({ url }, 'admin@example.com')).accessToken}`,
      };
      const progress = (await (
        await fetch(`${url}/api/files/progress/${progressId}`, { headers: again })
      ).json()) as ImportProgress;
      expect(progress).toMatchObject({
        fileState: 'ProcessFailed',
        failType: 'UnknowException',
        failInfo: 'imports.errors.interrupted',
        failIndex: 0,
      });
      const list = (await (
        await fetch(`${url}/api/files/get-file-info`, { headers: again })
      ).json()) as { files: ImportFileInfo[] };
      expect(list.files.map((f) => f.fileName)).not.toContain('crash-values.csv');
      const history = (await (
        await fetch(`${url}/api/policy-history/2`, { headers: again })
      ).json()) as PolicyHistory;
      expect(history.rows.length).toBeGreaterThan(0);
      expect(history.rows.filter((r) => r.date < '2000-01-01')).toEqual([]);
      expect(second.output()).toContain('interrupted imports marked failed');
      const uploads = path.join(dataDir, 'storage', 'imports');
      expect(fs.existsSync(uploads) ? fs.readdirSync(uploads) : []).toEqual([]);

      second.child.kill('SIGTERM');
      await exited(second.child);
    });
  },
);
