// The document calls: scope (an employee reads only their own client, plan and policy documents;
// 404 for another participant, division or policy), uploads checked by content, names and size,
// the duplicate-name message, delete, and downloads with ranges.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFixturesDir } from '../db/seed';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('documents', () => {
  let server: TestServer;
  let employee: string;
  let admin: string;
  let producer: string;
  let employerAdmin: string;
  beforeAll(async () => {
    server = await startTestServer();
    [employee, admin, producer, employerAdmin] = await Promise.all(
      [
        'employee@example.com',
        'admin@example.com',
        'producer@example.com',
        'employer.admin@example.com',
      ].map(async (e) => (await signIn(server, e)).accessToken),
    );
  });
  afterAll(() => server.close());

  const upload = (
    token: string,
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('File', new Blob([new Uint8Array(file.bytes)]), file.name);
    return fetch(`${server.url}/api/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };
  const names = async (token: string, url: string) => {
    const res = await call(server, token, 'GET', url);
    expect(res.status, url).toBe(200);
    return ((await res.json()) as { documentName: string }[]).map((d) => d.documentName).sort();
  };
  const download = (
    token: string,
    name: string,
    query: string,
    headers: Record<string, string> = {},
  ) =>
    fetch(`${server.url}/api/documents/download-pdf/${encodeURIComponent(name)}?${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it("lists an employee's own client, plan and policy documents", async () => {
    expect(await names(employee, '/api/documents/client-documents/1')).toEqual([
      '2025 Annual Benefit Statement.pdf',
      'Beneficiary Designation Form.pdf',
    ]);
    expect(await names(employee, '/api/documents/plant-documents')).toEqual([
      'Executive Deferred Compensation Plan - Plan Document.pdf',
      'Summary Plan Description.pdf',
    ]);
    expect(await names(employee, '/api/documents/policy-documents/1')).toHaveLength(4);
  });

  it('answers 404 for the documents of another participant, division or policy', async () => {
    expect((await call(server, employee, 'GET', '/api/documents/client-documents/3')).status).toBe(
      404,
    );
    expect((await call(server, employee, 'GET', '/api/documents/policy-documents/3')).status).toBe(
      404,
    );
    expect(
      (await call(server, employee, 'GET', '/api/documents/plant-documents?divisionId=2')).status,
    ).toBe(404);
    expect(
      (await call(server, employee, 'GET', '/api/documents/plant-documents?clientId=3')).status,
    ).toBe(404);
    // Another participant's document of the same name is not reachable by naming its owner.
    expect(
      (
        await download(
          employee,
          '2025 Annual Benefit Statement.pdf',
          'type=ClientDocument&clientId=3',
        )
      ).status,
    ).toBe(404);
    expect(
      (await download(employee, 'Summary Plan Description.pdf', 'type=PlanDocument&divisionId=2'))
        .status,
    ).toBe(404);
    // A policy document of the employee's own carrier but another participant's policy.
    const other = await names(admin, '/api/documents/policy-documents/3');
    if (other.length > 0) {
      expect((await download(employee, other[0]!, 'type=PolicyDocument&clientId=3')).status).toBe(
        404,
      );
    }
    // A producer outside the participant's organization.
    expect((await call(server, producer, 'GET', '/api/documents/client-documents/2')).status).toBe(
      404,
    );
  });

  it('downloads a document whole or by range', async () => {
    const whole = await download(
      employee,
      'Summary Plan Description.pdf',
      'type=PlanDocument&divisionId=1',
    );
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('content-disposition')).toContain(
      'filename="Summary Plan Description.pdf"',
    );
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes).toEqual(
      fs.readFileSync(
        path.join(defaultFixturesDir(), 'documents', 'd0002-summary-plan-description.pdf'),
      ),
    );
    const part = await download(employee, 'Summary Plan Description.pdf', 'type=PlanDocument', {
      range: 'bytes=0-7',
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('%PDF-1.4'.slice(0, 8));
    const beyond = await download(employee, 'Summary Plan Description.pdf', 'type=PlanDocument', {
      range: `bytes=${bytes.length + 5}-`,
    });
    expect(beyond.status).toBe(416);
  });

  it('lets an admin upload a client document that the employee then reads, once per name', async () => {
    const res = await upload(
      admin,
      { DocumentType: 'ClientDocument', ClientId: '1' },
      { name: 'Welcome letter.pdf', bytes: PDF },
    );
    expect(res.status).toBe(200);
    expect(await names(employee, '/api/documents/client-documents/1')).toContain(
      'Welcome letter.pdf',
    );
    const again = await upload(
      admin,
      { DocumentType: 'ClientDocument', ClientId: '1' },
      { name: 'Welcome letter.pdf', bytes: PDF },
    );
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('Locale: errors.documentExists');
    const got = await download(employee, 'Welcome letter.pdf', 'type=ClientDocument');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(PDF);
  });

  it('checks the content, not the name, and keeps names out of paths', async () => {
    const fake = await upload(
      admin,
      { DocumentType: 'ClientDocument', ClientId: '1' },
      {
        name: 'invoice.pdf',
        bytes: Buffer.from('MZ this is a program, not a PDF'),
      },
    );
    expect(fake.status).toBe(400);
    expect((await fake.json()).detail).toBe('Locale: validation.documentType');
    const png = await upload(
      admin,
      { DocumentType: 'ClientDocument', ClientId: '1' },
      { name: '../../etc/scan.png', bytes: PNG },
    );
    expect(png.status).toBe(200);
    const list = (await (
      await call(server, employee, 'GET', '/api/documents/client-documents/1')
    ).json()) as {
      documentName: string;
      contentType: string;
    }[];
    expect(list.find((d) => d.documentName === 'scan.png')?.contentType).toBe('image/png');
    expect(list.some((d) => d.documentName.includes('/'))).toBe(false);
    const missing = await upload(
      admin,
      { DocumentType: 'PlanDocument' },
      { name: 'x.pdf', bytes: PDF },
    );
    expect(missing.status).toBe(400);
  });

  it('refuses a file over 50 MiB with 413', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 0x20);
    PDF.copy(big);
    const res = await upload(
      admin,
      { DocumentType: 'ClientDocument', ClientId: '1' },
      { name: 'big.pdf', bytes: big },
    );
    expect(res.status).toBe(413);
    expect(await names(admin, '/api/documents/client-documents/1')).not.toContain('big.pdf');
  });

  it('lets producers and employer admins keep documents within their organizations only', async () => {
    const plan = await upload(
      employerAdmin,
      { DocumentType: 'PlanDocument', DivisionId: '2' },
      { name: 'Plan amendment.pdf', bytes: PDF },
    );
    expect(plan.status).toBe(200);
    const outside = await upload(
      employerAdmin,
      { DocumentType: 'PlanDocument', DivisionId: '6' },
      { name: 'x.pdf', bytes: PDF },
    );
    expect(outside.status).toBe(404);
    // Carrier documents are the Admin's.
    const carrier = await upload(
      producer,
      { DocumentType: 'PolicyDocument', CarrierId: '1' },
      { name: 'x.pdf', bytes: PDF },
    );
    expect(carrier.status).toBe(404);
    const policy = await upload(
      producer,
      { DocumentType: 'PolicyDocument', ClientId: '1', CarrierId: '2' },
      { name: 'Rider.pdf', bytes: PDF },
    );
    expect(policy.status).toBe(200);
    // An employee may neither upload nor delete.
    expect(
      (
        await upload(
          employee,
          { DocumentType: 'ClientDocument', ClientId: '1' },
          { name: 'y.pdf', bytes: PDF },
        )
      ).status,
    ).toBe(403);
    const del = (token: string, name: string, query: string) =>
      call(
        server,
        token,
        'DELETE',
        `/api/documents/delete-document/${encodeURIComponent(name)}?${query}`,
      );
    expect((await del(employee, 'Rider.pdf', 'type=PolicyDocument')).status).toBe(403);
    expect(
      (await del(producer, 'Summary Plan Description.pdf', 'type=PlanDocument&divisionId=6'))
        .status,
    ).toBe(404);
    expect((await del(producer, 'Rider.pdf', 'type=PolicyDocument&clientId=1')).status).toBe(200);
    expect(await names(employee, '/api/documents/policy-documents/1')).not.toContain('Rider.pdf');
  });

  it('lets an admin keep a carrier document that holders of its policies read', async () => {
    const res = await upload(
      admin,
      { DocumentType: 'PolicyDocument', CarrierId: '2' },
      { name: 'Lakeshore fund guide.pdf', bytes: PDF },
    );
    expect(res.status).toBe(200);
    expect(await names(admin, '/api/documents/carrier/2')).toContain('Lakeshore fund guide.pdf');
    expect(await names(employee, '/api/documents/policy-documents/1')).toContain(
      'Lakeshore fund guide.pdf',
    );
  });

  describe('the one list of every document in scope', () => {
    interface Row {
      id: number;
      documentName: string;
      documentType: string;
      clientId: number | null;
      carrierId: number | null;
      divisionId: number | null;
      modified: string;
    }
    const page = async (token: string, query: string) => {
      const res = await call(server, token, 'GET', `/api/documents?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as { resultCount: number; rows: Row[] };
    };
    const everything = async (token: string) =>
      (await page(token, 'PageSize=1000&PageNumber=1')).rows;
    const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const ownerLists = async (token: string, urls: string[]) => {
      const all: Row[] = [];
      for (const url of urls) {
        const res = await call(server, token, 'GET', url);
        expect(res.status, url).toBe(200);
        all.push(...((await res.json()) as Row[]));
      }
      return [...new Set(idsOf(all))];
    };

    it('gives an employee exactly their client, plan and policy documents, each as its one-record read', async () => {
      const rows = await everything(employee);
      expect(idsOf(rows)).toEqual(
        await ownerLists(employee, [
          '/api/documents/client-documents/1',
          '/api/documents/plant-documents',
          '/api/documents/policy-documents/1',
        ]),
      );
      for (const row of rows) {
        const res = await call(server, employee, 'GET', `/api/documents/${row.id}`);
        expect(await res.json()).toEqual(row);
      }
      // Newest first when no sort is asked for.
      const times = rows.map((r) => r.modified);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('keeps producers and employer admins to their divisions and participants; outside ids are 404', async () => {
      const all = await everything(admin);
      for (const token of [producer, employerAdmin, employee]) {
        const divisions = await call(
          server,
          token,
          'GET',
          '/api/divisions?PageSize=1000&PageNumber=1',
        );
        const divisionIds = new Set(
          divisions.status === 200
            ? ((await divisions.json()).rows as { id: number }[]).map((d) => d.id)
            : [],
        );
        const clients = await call(server, token, 'GET', '/api/clients?PageSize=1000&PageNumber=1');
        expect(clients.status).toBe(200);
        const clientIds = new Set(
          ((await clients.json()).rows as { id: number }[]).map((c) => c.id),
        );
        const mine = await everything(token);
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.length).toBeLessThan(all.length);
        for (const row of mine) {
          if (row.documentType === 'PlanDocument') {
            if (token !== employee)
              expect(divisionIds.has(row.divisionId!), row.documentName).toBe(true);
          } else if (row.clientId !== null) {
            expect(clientIds.has(row.clientId), row.documentName).toBe(true);
          }
        }
        const visible = new Set(idsOf(mine));
        const outside = all.filter((r) => !visible.has(r.id));
        expect(outside.length).toBeGreaterThan(0);
        for (const row of outside) {
          const res = await call(server, token, 'GET', `/api/documents/${row.id}`);
          expect(res.status, row.documentName).toBe(404);
        }
        // Ids[] of documents outside the scope find nothing either.
        const asked = await page(token, `PageSize=10&PageNumber=1&Ids[]=${outside[0]!.id}`);
        expect(asked).toMatchObject({ resultCount: 0, rows: [] });
      }
      expect((await call(server, admin, 'GET', '/api/documents/999999')).status).toBe(404);
    });

    it('pages, sorts, searches and filters by type', async () => {
      const all = await everything(admin);
      const byName = [...all].sort(
        (a, b) =>
          b.documentName.toLowerCase().localeCompare(a.documentName.toLowerCase(), 'en') ||
          a.id - b.id,
      );
      const second = await page(
        admin,
        'PageSize=3&PageNumber=2&SortCriteria[0].sortKey=documentName&SortCriteria[0].isDescending=true',
      );
      expect(second.resultCount).toBe(all.length);
      expect(second.rows.map((r) => r.documentName.toLowerCase())).toEqual(
        byName.slice(3, 6).map((r) => r.documentName.toLowerCase()),
      );

      const plans = await page(admin, 'PageSize=1000&PageNumber=1&DocumentType=PlanDocument');
      expect(plans.rows.length).toBe(all.filter((r) => r.documentType === 'PlanDocument').length);
      expect(plans.rows.every((r) => r.documentType === 'PlanDocument')).toBe(true);

      const byType = await page(
        admin,
        'PageSize=1000&PageNumber=1&SortCriteria[0].sortKey=documentType&SortCriteria[1].sortKey=modified',
      );
      const types = byType.rows.map((r) => r.documentType);
      expect(types).toEqual([...types].sort());

      const found = await page(admin, 'PageSize=1000&PageNumber=1&SearchText=summary plan');
      expect(found.rows.length).toBeGreaterThan(0);
      expect(found.rows.map((r) => r.id)).toEqual(
        all.filter((r) => r.documentName.toLowerCase().includes('summary plan')).map((r) => r.id),
      );
      const some = await page(
        admin,
        `PageSize=10&PageNumber=1&Ids[]=${all[0]!.id}&Ids[]=${all[1]!.id}`,
      );
      expect(idsOf(some.rows)).toEqual(idsOf(all.slice(0, 2)));

      for (const query of [
        'PageSize=10&PageNumber=1&DocumentType=Contract',
        'PageSize=10&PageNumber=1&SortCriteria[0].sortKey=documentBlobName',
      ]) {
        expect((await call(server, admin, 'GET', `/api/documents?${query}`)).status, query).toBe(
          400,
        );
      }
    });
  });
});
