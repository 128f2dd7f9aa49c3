// A server process killed (SIGKILL) in the middle of a document upload: after a restart neither a
// half file nor a row of it is left, bytes no row names are gone, and a document uploaded before
// the crash downloads byte for byte.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signIn } from '../test/harness';
import { exited, startSeededServer, startServer, waitForHealth } from '../test/serverProcess';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  for (let i = 9; i < size; i += 97) bytes[i] = i % 251;
  return bytes;
};

describe.skipIf(!!(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
  'a document upload cut off by SIGKILL',
  () => {
    it(
      'leaves no file and no row; earlier documents survive byte for byte',
      { timeout: 240_000 },
      async () => {
        const { dataDir, port, url, first, auth } = await startSeededServer(
          'portal-document-crash-',
          {
            dirs,
            children,
          },
        );

        const kept = pdf(3 * 1024 * 1024 + 17);
        const form = new FormData();
        form.set('DocumentType', 'ClientDocument');
        form.set('ClientId', '1');
        form.set('File', new Blob([new Uint8Array(kept)]), 'kept.pdf');
        expect(
          (await fetch(`${url}/api/documents`, { method: 'POST', headers: auth, body: form }))
            .status,
        ).toBe(200);

        // Half of a 20 MiB upload is sent, then the process dies.
        const boundary = 'crashboundary';
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="DocumentType"\r\n\r\nClientDocument\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="ClientId"\r\n\r\n1\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="cut.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        );
        const body = pdf(20 * 1024 * 1024);
        const req = http.request(`${url}/api/documents`, {
          method: 'POST',
          headers: {
            ...auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + body.length + boundary.length + 8),
          },
        });
        req.on('error', () => undefined);
        req.write(head);
        req.write(body.subarray(0, 10 * 1024 * 1024));
        const staging = path.join(dataDir, 'documents', '.staging');
        for (let i = 0; i < 500; i++) {
          const files = fs.existsSync(staging) ? fs.readdirSync(staging) : [];
          if (files.some((f) => fs.statSync(path.join(staging, f)).size > 1024 * 1024)) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(fs.readdirSync(staging).length).toBe(1);
        // Bytes a crash left between keeping them and committing their row.
        const orphan = path.join(dataDir, 'documents', 'f'.repeat(64));
        fs.writeFileSync(orphan, 'left by a crash');
        first.child.kill('SIGKILL');
        await exited(first.child);
        req.destroy();

        const second = startServer(dataDir, port);
        children.push(second.child);
        await waitForHealth(url, second.child);
        expect(fs.readdirSync(staging)).toEqual([]);
        expect(fs.existsSync(orphan)).toBe(false);
        const again = {
          authorization: `Bearer ${(await signIn({ url }, 'admin@example.com')).accessToken}`,
        };
        const list = (await (
          await fetch(`${url}/api/documents/client-documents/1`, { headers: again })
        ).json()) as {
          documentName: string;
        }[];
        expect(list.map((d) => d.documentName)).toContain('kept.pdf');
        expect(list.map((d) => d.documentName)).not.toContain('cut.pdf');
        const back = await fetch(
          `${url}/api/documents/download-pdf/kept.pdf?type=ClientDocument&clientId=1`,
          {
            method: 'POST',
            headers: again,
          },
        );
        expect(Buffer.from(await back.arrayBuffer()).equals(kept)).toBe(true);
        second.child.kill('SIGTERM');
        await exited(second.child);
      },
    );
  },
);
