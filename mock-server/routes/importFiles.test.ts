// The carrier-file calls end to end on the real app: uploads that answer at once and import in
// the background, each state path, each fail type and row error with its row, bad files,
// duplicates, review, publish and delete, and that only published rows reach the participant.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  FileReview,
  ImportFileInfo,
  ImportProgress,
  PolicyHistory,
  TransactionsReview,
  ValuesReview,
} from '../../src/domain/api/files';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

const root = path.resolve(import.meta.dirname, '../..');
const sample = (name: string) => fs.readFileSync(path.join(root, 'fixtures/samples', name));

const VALUES_HEADER =
  'Insured,Policy Number,Valuation Date,Accumulated Value,Loan Balance,Total Death Benefit';
const TRANSACTIONS_HEADER =
  'Insured,Policy Number,Date,Contribution Type,Contribution Amount,Loan Amount';
/** Valid values rows of carrier 1 (Summit Mutual), policies of the seed. */
const V = {
  carter: (date = '12/31/2026', value = '150,100.00') =>
    `Emily Carter,SML-102596,${date},"${value}",0.00,"400,000.00"`,
  obrien: (date = '12/31/2026') =>
    `Christopher O'Brien,SML-102655,${date},"12,900.00",0.00,"262,900.00"`,
};
const valuesFile = (...rows: string[]) => [VALUES_HEADER, ...rows].join('\r\n') + '\r\n';
const transactionsFile = (...rows: string[]) => [TRANSACTIONS_HEADER, ...rows].join('\n');

let server: TestServer;
let admin: string;
let counter = 0;

beforeAll(async () => {
  server = await startTestServer();
  // The files below are dated up to December 2026, and no row may be dated after today
  // (DESIGN 5.4): the server's day is set after them.
  server.clock.advance(
    Math.max(0, Date.parse('2027-12-31T12:00:00Z') - server.clock.now().getTime()),
  );
  admin = (await signIn(server, 'admin@example.com')).accessToken;
});
afterAll(() => server.close());

async function upload(
  content: string | Buffer,
  options: { name?: string; carrierId?: string | number; kind?: 'Values' | 'Transactions' } = {},
): Promise<Response> {
  const form = new FormData();
  if (options.carrierId !== undefined) form.set('CarrierId', String(options.carrierId));
  else form.set('CarrierId', '1');
  form.set(
    'File',
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
    options.name ?? `carrier-file-${++counter}.csv`,
  );
  const url = options.kind === 'Transactions' ? '/api/files/upload-file-transaction' : '/api/files';
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
    body: form,
  });
}

async function progressOf(id: string): Promise<ImportProgress> {
  const res = await call(server, admin, 'GET', `/api/files/progress/${id}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ImportProgress;
}

async function finished(id: string): Promise<ImportProgress> {
  for (let i = 0; i < 600; i++) {
    const progress = await progressOf(id);
    if (progress.fileState === 'Finished' || progress.fileState === 'ProcessFailed') {
      return progress;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not end');
}

/** Uploads a file and waits for its import to end. */
async function importFile(
  content: string | Buffer,
  options: Parameters<typeof upload>[1] = {},
): Promise<ImportProgress> {
  const res = await upload(content, options);
  expect(res.status).toBe(200);
  const { progressId } = (await res.json()) as { progressId: string };
  return finished(progressId);
}

async function files(): Promise<ImportFileInfo[]> {
  const res = await call(server, admin, 'GET', '/api/files/get-file-info');
  expect(res.status).toBe(200);
  return ((await res.json()) as { files: ImportFileInfo[] }).files;
}

const fileNamed = async (name: string) => (await files()).find((f) => f.fileName === name);

/** Row counts of the tables an import writes, to prove a refused file changed nothing. */
async function stored() {
  const [row] = await queryRows<{ values: number; transactions: number; files: number }>(
    server.database.db,
    sql`select (select count(*)::int from account_values) as values,
        (select count(*)::int from transactions) as transactions,
        (select count(*)::int from import_files) as files`,
  );
  return row!;
}

async function history(policyId: number): Promise<PolicyHistory> {
  const res = await call(server, admin, 'GET', `/api/policy-history/${policyId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PolicyHistory;
}

async function review(fileId: number): Promise<FileReview> {
  const res = await call(server, admin, 'GET', `/api/files/review/${fileId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as FileReview;
}

const publish = (fileIds: number[]) =>
  call(server, admin, 'POST', '/api/files/publish-files', { fileIds });

const remove = (fileName: string) =>
  call(
    server,
    admin,
    'DELETE',
    `/api/files/delete-file-transaction/${encodeURIComponent(fileName)}`,
  );

describe('a values file that imports', () => {
  it('answers the progress id at once, runs every state to Finished and stays unpublished until published', async () => {
    const before = await stored();
    const res = await upload(sample('values-sample.csv'), { name: 'summit-values-2026-11.csv' });
    expect(res.status).toBe(200);
    const started = (await res.json()) as { progressId: string; fileName: string };
    expect(started.fileName).toBe('summit-values-2026-11.csv');
    expect(started.progressId).toMatch(/^[0-9a-f-]{36}$/);

    const progress = await finished(started.progressId);
    expect(progress).toMatchObject({
      documentName: 'summit-values-2026-11.csv',
      fileType: 'Csv',
      fileState: 'Finished',
      percentageOfCompletion: 100,
      failType: null,
      failInfo: null,
      failIndex: null,
    });
    expect(progress.succeededStates).toEqual([
      'Uploading',
      'Reading',
      'Importing',
      'Cleaning',
      'Finished',
    ]);
    // Three values (accumulated, loan balance, death benefit) per row of the file.
    expect((await stored()).values).toBe(before.values + 18);

    const file = (await fileNamed('summit-values-2026-11.csv'))!;
    expect(file).toMatchObject({
      fileStatus: 'UnPublished',
      kind: 'Values',
      carrierId: 1,
      carrierName: 'Summit Mutual Life Insurance Company',
      rowCount: 6,
      uploadedBy: 'Avery Collins',
      publishedBy: null,
      publishedAt: null,
    });
    expect(progress.importFileId).toBe(file.id);

    // Unpublished: the row names its file and does not reach the participant yet.
    const rows = (await history(2)).rows.filter((r) => r.date === '2026-11-30');
    expect(rows.map((r) => [r.type, r.value, r.isPublished, r.fileName])).toEqual([
      ['DeathBenefit', 400000, false, 'summit-values-2026-11.csv'],
      ['LoanBalance', 0, false, 'summit-values-2026-11.csv'],
      ['PlannedValue', 149900.57, false, 'summit-values-2026-11.csv'],
    ]);
    // The participant's dashboard, on a day after the valuation date, does not show it yet.
    const now = server.clock.now().getTime();
    server.clock.advance(Math.max(0, Date.parse('2026-12-01T12:00:00Z') - now));
    const lastValuation = async () => {
      const employee = await signIn(server, 'employee@example.com');
      const res = await call(server, employee.accessToken, 'GET', '/api/dashboard');
      return ((await res.json()) as { lastValuationDate: string }).lastValuationDate;
    };
    admin = (await signIn(server, 'admin@example.com')).accessToken;
    expect(await lastValuation()).toBe('2026-10-31');

    const published = await publish([file.id]);
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ message: 'Locale: imports.messages.published' });
    expect(await fileNamed('summit-values-2026-11.csv')).toMatchObject({
      fileStatus: 'Published',
      publishedBy: 'Avery Collins',
    });
    const after = (await history(2)).rows.filter((r) => r.date === '2026-11-30');
    expect(after.every((r) => r.isPublished)).toBe(true);

    expect(await lastValuation()).toBe('2026-11-30');

    // Published files are not deleted.
    const refused = await remove('summit-values-2026-11.csv');
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe('Locale: imports.errors.publishedNotDeleted');
  });

  it('reviews a values file: totals against the previous month and the flags of each row', async () => {
    // Emily Carter moves far, O'Brien's loan passes his value, White's death benefit falls below.
    const progress = await importFile(
      valuesFile(
        V.carter('12/31/2026', '250,000.00'),
        `Christopher O'Brien,SML-102655,12/31/2026,"12,900.00","20,000.00","262,900.00"`,
        `William White,SML-102766,12/31/2026,"160,500.00",0.00,"100,000.00"`,
        `Todd Ramirez,SML-103076,12/31/2026,"1,000.00",0.00,"50,000.00"`,
      ).replace('Todd Ramirez', await insuredOf(20)),
      { name: 'flags.csv' },
    );
    expect(progress.fileState).toBe('Finished');
    const body = (await review(progress.importFileId!)) as ValuesReview;
    expect(body.kind).toBe('Values');
    expect(body.policies).toBe(4);
    const flags = Object.fromEntries(body.rows.map((r) => [r.policyNumber, r.flags]));
    expect(flags['SML-102596']).toEqual(['bigMove']);
    expect(flags['SML-102655']).toEqual(['loanAboveValue']);
    expect(flags['SML-102766']).toEqual(['deathBenefitBelowValue']);
    expect(flags['SML-103076']).toContain('inactivePolicy');
    const carter = body.rows.find((r) => r.policyNumber === 'SML-102596')!;
    // Its previous published value is the sample file's, published above.
    expect(carter).toMatchObject({ previousValue: 149900.57, previousDate: '2026-11-30' });
    expect(carter.changePercent).toBeCloseTo(66.78, 2);
    expect(body.totalValue).toBe(250000 + 12900 + 160500 + 1000);
    expect(body.totalChange).toBeCloseTo(body.totalValue - body.previousTotal, 2);
    // Active policies of the same plans with no row here are listed.
    expect(body.missingPolicies.map((m) => m.policyNumber)).toContain('SML-102962');
    expect(body.missingPolicies.map((m) => m.policyNumber)).not.toContain('SML-102596');
    expect((await remove('flags.csv')).status).toBe(200);
  });
});

async function insuredOf(policyId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(
    server.database.db,
    sql`select u.first_name || ' ' || u.last_name as name from policies p
        join participants c on c.id = p.client_id join users u on u.id = c.user_id
        where p.id = ${policyId}`,
  );
  return row!.name;
}

describe('a transactions file that imports', () => {
  it('stores each contribution and loan, and reviews the roll-forward within a stated tolerance', async () => {
    const progress = await importFile(
      transactionsFile(
        'Emily Carter,SML-102596,12/15/2026,BaseContributionEE,983.90,0.00',
        'Emily Carter,SML-102596,12/15/2026,BaseContributionERMatch,491.95,0.00',
        `Christopher O'Brien,SML-102655,12/10/2026,Withdrawal,"1,000.00","2,500.00"`,
      ),
      { kind: 'Transactions', name: 'summit-transactions-2026-12.csv' },
    );
    expect(progress.fileState).toBe('Finished');
    const file = (await fileNamed('summit-transactions-2026-12.csv'))!;
    expect(file).toMatchObject({ kind: 'Transactions', rowCount: 3, fileStatus: 'UnPublished' });
    const obrien = (await history(5)).rows.filter((r) => r.date === '2026-12-10');
    expect(obrien.map((r) => [r.type, r.value, r.fileName])).toEqual([
      ['LoanDisbursement', 2500, 'summit-transactions-2026-12.csv'],
      ['Withdrawal', 1000, 'summit-transactions-2026-12.csv'],
    ]);

    // A December values file for Emily Carter, for the roll-forward to land on.
    const values = await importFile(valuesFile(V.carter('12/31/2026', '151,400.00')), {
      name: 'summit-values-2026-12.csv',
    });
    expect(values.fileState).toBe('Finished');

    const body = (await review(file.id)) as TransactionsReview;
    expect(body.kind).toBe('Transactions');
    expect(body.tolerance).toEqual({ percent: 5, minimum: 50 });
    expect(body.totalContributions).toBe(1475.85);
    const carter = body.rollForward.find((r) => r.policyNumber === 'SML-102596')!;
    expect(carter).toMatchObject({
      previousValue: 149900.57,
      contributions: 1475.85,
      withdrawals: 0,
      loans: 0,
      expectedValue: 151376.42,
      newValue: 151400,
      difference: 23.58,
      status: 'ok',
    });
    const obrienCheck = body.rollForward.find((r) => r.policyNumber === 'SML-102655')!;
    expect(obrienCheck).toMatchObject({ withdrawals: 1000, loans: 2500, status: 'noNewValue' });

    expect((await remove('summit-values-2026-12.csv')).status).toBe(200);
    expect((await remove('summit-transactions-2026-12.csv')).status).toBe(200);
  });
});

describe('a refused file changes nothing and says why, with its row', () => {
  const cases: {
    name: string;
    kind?: 'Values' | 'Transactions';
    content: () => Promise<string | Buffer> | string | Buffer;
    failType: string;
    failInfo: string;
    failIndex: number;
    values?: Record<string, string>;
  }[] = [
    {
      name: 'an amount not in US format',
      content: () => valuesFile(V.carter(), V.obrien(), V.carter('01/31/2027', '12.345')),
      failType: 'NumberStringFormatIncorrect',
      failInfo: 'imports.errors.accumulatedValueInvalid',
      failIndex: 3,
    },
    {
      name: 'a date not mm/dd/yyyy',
      content: () => valuesFile(V.carter(), V.obrien('2026-12-31')),
      failType: 'DateStringFormatIncorrect',
      failInfo: 'imports.errors.valuationDateInvalid',
      failIndex: 2,
    },
    {
      name: 'a missing insured in row 7',
      content: () =>
        valuesFile(
          ...['01', '02', '03', '04', '05', '06'].map((m) => V.carter(`${m}/28/2027`)),
          `,SML-102596,07/31/2027,"1.00",0.00,"400,000.00"`,
        ),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.insuredRequired',
      failIndex: 7,
    },
    {
      name: 'a policy number the carrier does not have',
      content: () => valuesFile(V.carter(), `Emily Carter,LLX-000001,12/31/2026,1.00,0.00,2.00`),
      failType: 'PolicyNumberNotExit',
      failInfo: 'imports.errors.policyNumberNotExist',
      failIndex: 2,
    },
    {
      name: 'an insured who is not the policy’s',
      content: () => valuesFile(V.carter(), `Janet Kim,SML-102655,12/31/2026,1.00,0.00,2.00`),
      failType: 'ClientNotExist',
      failInfo: 'imports.errors.insuredNotExist',
      failIndex: 2,
    },
    {
      name: 'a negative accumulated value',
      content: () => valuesFile(V.carter('12/31/2026', '(5.00)')),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.negativeAmount',
      failIndex: 1,
      values: { column: 'Accumulated Value' },
    },
    {
      name: 'an amount over the limit',
      content: () => valuesFile(V.carter(), V.carter('01/31/2027', '10,000,000,000,000,000.00')),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.amountTooLarge',
      failIndex: 2,
    },
    {
      name: 'an unknown contribution type',
      kind: 'Transactions',
      content: () => transactionsFile('Emily Carter,SML-102596,12/15/2026,Bonus,1.00,0.00'),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.contributionTypeInvalid',
      failIndex: 1,
    },
    {
      name: 'a loan amount that is not a number',
      kind: 'Transactions',
      content: () =>
        transactionsFile(
          'Emily Carter,SML-102596,12/15/2026,BaseContributionEE,1.00,0.00',
          'Emily Carter,SML-102596,12/16/2026,BaseContributionEE,1.00,1.2.3',
        ),
      failType: 'NumberStringFormatIncorrect',
      failInfo: 'imports.errors.loanAmountInvalid',
      failIndex: 2,
    },
    {
      name: 'two loans of one policy on one day',
      kind: 'Transactions',
      content: () =>
        transactionsFile(
          'Emily Carter,SML-102596,12/15/2026,BaseContributionEE,1.00,10.00',
          'Emily Carter,SML-102596,12/15/2026,BaseContributionERMatch,1.00,20.00',
        ),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.loanTwice',
      failIndex: 2,
      values: { firstRow: '1' },
    },
    {
      name: 'a missing column',
      content: () => 'Insured,Policy Number,Valuation Date,Accumulated Value\nA,B,C,D\n',
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.missingHeaders',
      failIndex: 0,
      values: { headers: 'Loan Balance, Total Death Benefit' },
    },
    {
      name: 'a duplicate within the file (row 3 repeats row 1)',
      content: () => valuesFile(V.carter(), V.obrien(), V.carter()),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.duplicateValue',
      failIndex: 3,
      values: { firstRow: '1', policyNumber: 'SML-102596' },
    },
    {
      name: 'a value already stored (the seed’s October values)',
      content: () => valuesFile(V.obrien(), V.carter('10/31/2026')),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.valueAlreadyStored',
      failIndex: 2,
    },
    {
      name: 'a transaction already stored',
      kind: 'Transactions',
      content: async () => {
        const [row] = await queryRows<{ date: string; type: string }>(
          server.database.db,
          sql`select to_char(date, 'MM/DD/YYYY') as date, type from transactions
              where policy_id = 2 order by date desc limit 1`,
        );
        return transactionsFile(
          'Emily Carter,SML-102596,12/15/2026,BaseContributionEE,1.00,0.00',
          `Emily Carter,SML-102596,${row!.date},${row!.type},1.00,0.00`,
        );
      },
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.transactionAlreadyStored',
      failIndex: 2,
    },
    {
      name: 'a binary file',
      content: () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      failType: 'UnknowException',
      failInfo: 'imports.errors.binaryFile',
      failIndex: 0,
    },
    {
      name: 'an empty file',
      content: () => '',
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.emptyFile',
      failIndex: 0,
    },
    {
      name: 'a header-only file',
      content: () => valuesFile(),
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.noRows',
      failIndex: 0,
    },
    {
      name: 'a UTF-16 file',
      content: () =>
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valuesFile(V.carter()), 'utf16le')]),
      failType: 'UnknowException',
      failInfo: 'imports.errors.unsupportedEncoding',
      failIndex: 0,
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ${c.failType} at row ${c.failIndex}`, async () => {
      const before = await stored();
      const name = `refused-${++counter}.csv`;
      const progress = await importFile(await c.content(), { kind: c.kind, name });
      expect(progress).toMatchObject({
        fileState: 'ProcessFailed',
        failType: c.failType,
        failInfo: c.failInfo,
        failIndex: c.failIndex,
        importFileId: null,
      });
      if (c.values) expect(progress.failValues).toMatchObject(c.values);
      expect(progress.percentageOfCompletion).toBeLessThan(100);
      expect(await stored()).toEqual(before);
      expect(await fileNamed(name)).toBeUndefined();
    });
  }

  it('a policy whose participant was deleted: PolicyUserHasBeenDeleted at its row', async () => {
    await server.database.db.execute(sql`update users set is_deleted = true where id = (
      select c.user_id from policies p join participants c on c.id = p.client_id where p.id = 10)`);
    try {
      const before = await stored();
      const progress = await importFile(
        valuesFile(V.carter(), V.obrien(), `William White,SML-102766,12/31/2026,1.00,0.00,2.00`),
      );
      expect(progress).toMatchObject({
        fileState: 'ProcessFailed',
        failType: 'PolicyUserHasBeenDeleted',
        failInfo: 'imports.errors.policyUserDeleted',
        failIndex: 3,
      });
      expect(await stored()).toEqual(before);
    } finally {
      await server.database.db.execute(sql`update users set is_deleted = false where id = (
        select c.user_id from policies p join participants c on c.id = p.client_id where p.id = 10)`);
    }
  });

  it('a failure deep in a large file leaves none of the rows before it', async () => {
    const before = await stored();
    const days: string[] = [];
    for (let d = new Date('1950-01-01'); days.length < 2500; d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      days.push(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);
    }
    const rows = days.map((day) => V.carter(day, '1,000.00'));
    rows.push(`Emily Carter,SML-102596,01/01/2100,"1,000.00",0.00,oops`);
    const progress = await importFile(valuesFile(...rows));
    expect(progress).toMatchObject({
      fileState: 'ProcessFailed',
      failType: 'NumberStringFormatIncorrect',
      failInfo: 'imports.errors.deathBenefitInvalid',
      failIndex: 2501,
    });
    expect(await stored()).toEqual(before);
  });
});

describe('encodings and names', () => {
  it('imports a Windows-1252 file and a UTF-8 file with a byte-order mark', async () => {
    // O’Brien with the curly apostrophe as Windows-1252 writes it (0x92).
    const cp1252 = Buffer.from(
      valuesFile(V.obrien('01/31/2027')).replace("O'Brien", 'O\x92Brien'),
      'latin1',
    );
    const first = await importFile(cp1252, { name: 'cp1252.csv' });
    expect(first.fileState).toBe('Finished');
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(valuesFile(V.obrien('02/28/2027').replace("O'Brien", 'O’Brien'))),
    ]);
    const second = await importFile(bom, { name: 'bom.csv' });
    expect(second.fileState).toBe('Finished');
    expect((await remove('cp1252.csv')).status).toBe(200);
    expect((await remove('bom.csv')).status).toBe(200);
  });

  it('refuses a name with path characters, a name in use, no file and a bad carrier, storing nothing', async () => {
    const before = await stored();
    for (const name of ['../evil.csv', 'a/b.csv', 'c:\\x.csv', '..', '.hidden.csv']) {
      const res = await upload(valuesFile(V.carter()), { name });
      expect(res.status, name).toBe(400);
      expect((await res.json()).detail).toBe('Locale: imports.errors.fileNameInvalid');
    }
    const noFile = await fetch(`${server.url}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: (() => {
        const form = new FormData();
        form.set('CarrierId', '1');
        return form;
      })(),
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).detail).toBe('Locale: imports.errors.fileRequired');
    for (const [carrierId, key] of [
      ['', 'carrierIdRequired'],
      ['abc', 'carrierIdInvalid'],
      ['999999', 'carrierNotExist'],
    ] as const) {
      const res = await upload(valuesFile(V.carter()), { carrierId });
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toBe(`Locale: imports.errors.${key}`);
    }
    // The seed's published file keeps its name.
    const taken = await upload(valuesFile(V.carter()), {
      name: 'summit-mutual-values-2026-10.csv',
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).detail).toBe('Locale: imports.errors.fileNameTaken');
    expect(await stored()).toEqual(before);
    expect(fs.readdirSync(uploadsDir())).toEqual([]);
  });

  it('answers 413 to a file over 50 MiB and keeps nothing of it', async () => {
    const before = await stored();
    const big = Buffer.alloc(50 * 1024 * 1024 + 1, 'a');
    const res = await upload(big, { name: 'huge.csv' });
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toBe('Locale: imports.errors.fileTooLarge');
    expect(await stored()).toEqual(before);
    expect(fs.readdirSync(uploadsDir())).toEqual([]);
  });
});

const uploadsDir = () => path.join(server.storageDir, 'imports');

describe('publish and delete', () => {
  it('publishes several files at once, all or nothing', async () => {
    const a = await importFile(valuesFile(V.carter('03/31/2027')), { name: 'pub-a.csv' });
    const b = await importFile(valuesFile(V.obrien('03/31/2027')), { name: 'pub-b.csv' });
    const missing = await publish([a.importFileId!, 999999]);
    expect(missing.status).toBe(404);
    expect((await fileNamed('pub-a.csv'))!.fileStatus).toBe('UnPublished');
    const both = await publish([a.importFileId!, b.importFileId!]);
    expect(both.status).toBe(200);
    expect((await fileNamed('pub-b.csv'))!.fileStatus).toBe('Published');
    const again = await publish([a.importFileId!]);
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('Locale: imports.errors.alreadyPublished');
    const empty = await publish([]);
    expect(empty.status).toBe(400);
  });

  it('deletes an unpublished file with its rows, and 404s an unknown name', async () => {
    const before = await stored();
    const progress = await importFile(valuesFile(V.carter('04/30/2027')), {
      name: 'to delete.csv',
    });
    expect(progress.fileState).toBe('Finished');
    expect((await stored()).values).toBe(before.values + 3);
    const res = await remove('to delete.csv');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Locale: messages.deleted' });
    expect(await stored()).toEqual(before);
    expect((await remove('to delete.csv')).status).toBe(404);
    expect((await remove('nul\u0000.csv')).status).toBe(404);
    expect((await remove('..')).status).toBe(404);
    // The progress of a deleted file still answers, without a file.
    expect((await progressOf(progress.id)).fileState).toBe('Finished');
  });

  it('answers 404 for an unknown progress id', async () => {
    expect((await call(server, admin, 'GET', '/api/files/progress/nope')).status).toBe(404);
  });

  it('refuses the calls to other roles', async () => {
    const producer = await signIn(server, 'producer@example.com');
    expect(
      (await call(server, producer.accessToken, 'GET', '/api/files/get-file-info')).status,
    ).toBe(403);
  });
});
