// Heavy requests hold up nobody (DESIGN 4c, 8): uploads and downloads stream to and from the
// document store (an upload over 50 MiB or over its owner's quota is 413 and stores nothing), and
// PDFs render in worker threads (past two in flight per user 429, past the time-out 503), while a
// light call keeps answering within 250 ms.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

const PDF_HEAD = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
const MiB = 1024 * 1024;

/** A PDF of `size` bytes whose body is a pattern that varies with `seed`. */
function pdfOf(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) bytes.writeUInt32LE((i * 2654435761 + seed) >>> 0, i);
  PDF_HEAD.copy(bytes);
  return bytes;
}

const upload = (
  server: TestServer,
  token: string,
  fields: Record<string, string>,
  name: string,
  bytes: Buffer,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('File', new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.url}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

const download = (server: TestServer, token: string, name: string, query: string) =>
  fetch(`${server.url}/api/documents/download-pdf/${encodeURIComponent(name)}?${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });

/** What the store holds: files (and staging files) in the embedded mode, chunks otherwise. */
async function stored(server: TestServer) {
  const root = path.join(server.storageDir, 'documents');
  const files = fs.readdirSync(root).filter((n) => n !== '.staging');
  const staging = fs.existsSync(path.join(root, '.staging'))
    ? fs.readdirSync(path.join(root, '.staging'))
    : [];
  const chunks = await server.database.db.execute(
    sql`select count(*)::int as n from document_chunks`,
  );
  const rows = await server.database.db.execute(sql`select count(*)::int as n from documents`);
  const n = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]!.n;
  return { files: files.length, staging: staging.length, chunks: n(chunks), rows: n(rows) };
}

/**
 * How many light calls (`GET /api/version`, one after another) were answered while `work` ran.
 * A server whose request thread waited on the work would answer none until it ended; how long
 * each answer takes is the benchmark's to measure (bench/stall.ts), not a test's.
 */
async function lightCallsAnsweredDuring(server: TestServer, work: () => Promise<unknown>) {
  let running = true;
  let answered = 0;
  const probe = (async () => {
    while (running) {
      const res = await fetch(`${server.url}/api/version`);
      await res.arrayBuffer();
      if (running) answered++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    await work();
  } finally {
    running = false;
    await probe;
  }
  return answered;
}

describe('the document store', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ documentQuotaBytes: 60 * MiB });
    admin = (await signIn(server, 'admin@example.com')).accessToken;
  });
  afterAll(() => server.close());

  it('holds the seeded documents and none of their bytes in document_contents', async () => {
    const before = await stored(server);
    expect(before.rows).toBeGreaterThan(0);
    expect(before.staging).toBe(0);
    expect(before.files + before.chunks).toBeGreaterThan(0);
    const left = await server.database.db.execute(
      sql`select count(*)::int as n from document_contents`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses a file over 50 MiB with 413 and keeps nothing of it', async () => {
    const before = await stored(server);
    const res = await upload(
      server,
      admin,
      { DocumentType: 'ClientDocument', ClientId: '2' },
      'too-big.pdf',
      pdfOf(50 * MiB + 1),
    );
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect((await res.json()).detail).toBe('The file is larger than 50 MiB.');
    await new Promise((r) => setTimeout(r, 50));
    expect(await stored(server)).toEqual(before);
  });

  it(
    'streams a 45 MB upload and its download byte for byte while light calls keep being answered',
    { timeout: 60_000 },
    async () => {
      const bytes = pdfOf(45 * 1000 * 1000, 7);
      let got: Buffer | undefined;
      const answered = await lightCallsAnsweredDuring(server, async () => {
        const res = await upload(
          server,
          admin,
          { DocumentType: 'ClientDocument', ClientId: '3' },
          'big scan.pdf',
          bytes,
        );
        expect(res.status).toBe(200);
        const back = await download(
          server,
          admin,
          'big scan.pdf',
          'type=ClientDocument&clientId=3',
        );
        expect(back.status).toBe(200);
        expect(back.headers.get('content-length')).toBe(String(bytes.length));
        expect(back.headers.get('content-disposition')).toContain('filename="big scan.pdf"');
        expect(back.headers.get('x-content-type-options')).toBe('nosniff');
        got = Buffer.from(await back.arrayBuffer());
      });
      expect(got?.equals(bytes)).toBe(true);
      expect(answered).toBeGreaterThanOrEqual(3);
      // A range streams from the middle of the stored bytes.
      const part = await fetch(
        `${server.url}/api/documents/download-pdf/big%20scan.pdf?type=ClientDocument&clientId=3`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, range: 'bytes=300000-300009' },
        },
      );
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(300000, 300010));
    },
  );

  it('refuses an upload past its owner’s quota with 413 and keeps nothing of it', async () => {
    // Participant 3 holds the 45 MB scan: 20 MB more is past the 60 MiB quota.
    const before = await stored(server);
    const res = await upload(
      server,
      admin,
      { DocumentType: 'ClientDocument', ClientId: '3' },
      'one more.pdf',
      pdfOf(20 * MiB, 9),
    );
    expect(res.status).toBe(413);
    const problem = await res.json();
    expect(problem.detail).toBe('Locale: errors.documentQuota');
    expect(problem.extensions.quotaBytes).toBe(60 * MiB);
    expect(await stored(server)).toEqual(before);
    // Another participant's quota is their own.
    const other = await upload(
      server,
      admin,
      { DocumentType: 'ClientDocument', ClientId: '4' },
      'one more.pdf',
      pdfOf(20 * MiB, 9),
    );
    expect(other.status).toBe(200);
  });

  it('drops the bytes of a deleted document that no other document shares', async () => {
    const bytes = pdfOf(300 * 1024, 11);
    const fields = { DocumentType: 'ClientDocument', ClientId: '5' };
    expect((await upload(server, admin, fields, 'a.pdf', bytes)).status).toBe(200);
    const withOne = await stored(server);
    expect((await upload(server, admin, fields, 'b.pdf', bytes)).status).toBe(200);
    const withTwo = await stored(server);
    // The same bytes are kept once.
    expect(withTwo.files + withTwo.chunks).toBe(withOne.files + withOne.chunks);
    const remove = (name: string) =>
      call(
        server,
        admin,
        'DELETE',
        `/api/documents/delete-document/${name}?type=ClientDocument&clientId=5`,
      );
    expect((await remove('a.pdf')).status).toBe(200);
    expect((await download(server, admin, 'b.pdf', 'type=ClientDocument&clientId=5')).status).toBe(
      200,
    );
    expect((await remove('b.pdf')).status).toBe(200);
    const after = await stored(server);
    expect(after.files + after.chunks).toBeLessThan(withTwo.files + withTwo.chunks);
  });
});

describe('the PDF worker pool', () => {
  let server: TestServer;
  let tokens: string[];
  let employeeId: number;
  beforeAll(async () => {
    server = await startTestServer();
    const sessions = await Promise.all(
      [
        'employee@example.com',
        'admin@example.com',
        'producer@example.com',
        'employer.admin@example.com',
      ].map((e) => signIn(server, e)),
    );
    tokens = sessions.map((s) => s.accessToken);
    employeeId = sessions[0]!.user.id;
  });
  afterAll(() => server.close());

  /** Two PDFs and one refusal with Retry-After and the busy message. */
  const expectTwoPdfsAndA429 = async (answers: Response[]) => {
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).detail).toBe('Locale: errors.rendersBusy');
    const ok = answers.find((r) => r.status === 200)!;
    expect(
      Buffer.from(await ok.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  };

  const statementPdf = (token: string, query = '') =>
    call(server, token, 'GET', `/api/users/statement/2025/pdf${query}`);

  it('gives one user at most two PDFs in flight: the third is 429 with Retry-After', async () => {
    const [employee] = tokens;
    const answers = await Promise.all([1, 2, 3].map(() => statementPdf(employee!)));
    await expectTwoPdfsAndA429(answers);
    // Once they are done the user may ask again.
    expect((await statementPdf(employee!)).status).toBe(200);
  });

  it('gives one user at most two receivables PDFs in flight, and computes the report’s rows in the pool', async () => {
    const admin = tokens[1]!;
    const body = { division: 1, startDate: '2020-01-01', endDate: '2025-12-31' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(server, admin, 'POST', '/api/afr-rate/download-pdf', body)),
    );
    await expectTwoPdfsAndA429(answers);
    // The report's JSON (its rows computed on a worker thread) has a row per participant.
    const report = await call(server, admin, 'POST', '/api/afr-rate/account-receivable', body);
    expect(report.status).toBe(200);
    expect((await report.json()).receivables.length).toBeGreaterThan(0);
  });

  it(
    'renders 10 statement PDFs at once while light calls keep being answered',
    { timeout: 60_000 },
    async () => {
      // Warm threads: their start is not what is measured.
      expect((await statementPdf(tokens[0]!)).status).toBe(200);
      let statuses: number[] = [];
      const answered = await lightCallsAnsweredDuring(server, async () => {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            statementPdf(tokens[i % 4]!, i % 4 === 0 ? '' : `?userId=${employeeId}`),
          ),
        );
        statuses = answers.map((r) => r.status);
        await Promise.all(answers.map((r) => r.arrayBuffer()));
      });
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(8);
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
      expect(answered).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('a render past its time-out', () => {
  it('answers 503 with problem details', async () => {
    const server = await startTestServer({ renderLimits: { timeoutMs: 1 } });
    try {
      const token = (await signIn(server, 'employee@example.com')).accessToken;
      const res = await call(server, token, 'GET', '/api/users/statement/2025/pdf');
      expect(res.status).toBe(503);
      expect((await res.json()).detail).toBe('Locale: errors.renderTimedOut');
    } finally {
      await server.close();
    }
  });
});
