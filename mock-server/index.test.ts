// The server process as `npm start` runs it: it listens, refuses a second server on its data
// directory, and on SIGTERM finishes the request in flight, closes the database and frees it. Its
// log is JSON lines when not on a terminal, readable lines with LOG_FORMAT=pretty.
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { installTestDataDir, tempDir } from './test/harness';
import { exited, freePort, startServer, waitForHealth } from './test/serverProcess';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe.skipIf(!!(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL))(
  'the server process',
  () => {
    // Three server processes start one after another: more than the default time-out on a
    // loaded machine.
    it(
      'keeps a second server off its data directory and stops cleanly on SIGTERM',
      { timeout: 180_000 },
      async () => {
        const dataDir = tempDir('portal-proc-');
        dirs.push(dataDir);
        // As after a first start: creating and seeding a directory is db/connection.test.ts's part.
        await installTestDataDir(dataDir);
        const port = await freePort();
        const first = startServer(dataDir, port);
        const url = `http://127.0.0.1:${port}`;
        await waitForHealth(url, first.child);

        const second = startServer(dataDir, await freePort());
        expect(await exited(second.child)).toBe(1);
        expect(second.output()).toMatch(/in use by another server \(process \d+\)/);
        expect((await fetch(`${url}/api/health`)).ok).toBe(true);

        // A request in flight when SIGTERM arrives still gets its answer.
        const login = fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'Portal#2026' }),
        });
        await new Promise((r) => setTimeout(r, 20));
        first.child.kill('SIGTERM');
        expect((await login).status).toBe(200);
        expect(await exited(first.child)).toBe(0);
        expect(first.output()).toContain('stopped');
        expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
        await expect(fetch(`${url}/api/health`)).rejects.toThrow();

        // The directory opens again, with what was written before.
        const again = startServer(dataDir, port);
        await waitForHealth(url, again.child);
        const res = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'Portal#2026' }),
        });
        expect(res.status).toBe(200);
        again.child.kill('SIGTERM');
        expect(await exited(again.child)).toBe(0);

        // Not on a terminal, and LOG_FORMAT unset: one JSON object a line, for log collectors.
        const lines = first.output().trim().split('\n');
        expect(lines.length).toBeGreaterThan(3);
        for (const line of lines) expect(JSON.parse(line)).toHaveProperty('msg');
      },
    );

    it('prints short readable lines with LOG_FORMAT=pretty, an outbox link on its own', async () => {
      const dataDir = tempDir('portal-proc-');
      dirs.push(dataDir);
      await installTestDataDir(dataDir);
      const port = await freePort();
      const server = startServer(dataDir, port, { LOG_FORMAT: 'pretty' });
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, server.child);
      const asked = await fetch(`${url}/api/users/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com' }),
      });
      expect(asked.status).toBe(200);
      // The mail is written after the answer.
      for (let i = 0; i < 100 && !server.output().includes('outbox'); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      server.child.kill('SIGTERM');
      expect(await exited(server.child)).toBe(0);

      const output = server.output();
      const time = '\\[\\d\\d:\\d\\d:\\d\\d\\]';
      expect(output).toMatch(
        new RegExp(`^${time} INFO: portal listening on http://localhost:${port} `, 'm'),
      );
      expect(output).toMatch(new RegExp(`^${time} INFO: GET /api/health 200 \\d+ ms$`, 'm'));
      expect(output).toMatch(
        new RegExp(
          `^${time} INFO: ✉ mail kept in outbox: reset for admin@example.com\n  http://localhost:${port}/set-password\\?userId=\\d+&token=[\\w-]+&resetPassword=true$`,
          'm',
        ),
      );
      expect(output).toMatch(new RegExp(`^${time} INFO: stopped$`, 'm'));
      expect(output).not.toMatch(/^\{/m);
    }, 120_000);
  },
);
