// Parsing whole carrier files: the samples, header variants, each row failure with its row
// number, duplicates, bad files, both encodings, batching, and a 100,000-row file.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ImportFileKind } from '../../../src/domain/enums';
import { ImportError, type ImportFailure } from './failures';
import { parseImportFile, type ParseOptions } from './parse';
import type { ImportRow } from './rows';

const root = path.resolve(import.meta.dirname, '../../..');
const sample = (name: string) =>
  fs.createReadStream(path.join(root, 'fixtures/samples', name), { highWaterMark: 64 });

const VALUES_HEADER =
  'Insured,Policy Number,Valuation Date,Accumulated Value,Loan Balance,Total Death Benefit';
const TRANSACTIONS_HEADER =
  'Insured,Policy Number,Date,Contribution Type,Contribution Amount,Loan Amount';
const VALUE_ROW = 'Emily Carter,SML-102596,11/30/2026,"149,900.57",0.00,"400,000.00"';
const TRANSACTION_ROW = 'Emily Carter,SML-102596,11/15/2026,BaseContributionEE,983.90,0.00';

const bytes = (input: string | Buffer) => (typeof input === 'string' ? Buffer.from(input) : input);

async function rowsOf(
  kind: ImportFileKind,
  input: string | Buffer | Readable,
  options?: ParseOptions,
) {
  const source = input instanceof Readable ? input : [bytes(input)];
  const rows: ImportRow[] = [];
  for await (const batch of parseImportFile(kind, source, options)) rows.push(...batch);
  return rows;
}

async function failureOf(kind: ImportFileKind, input: string | Buffer): Promise<ImportFailure> {
  try {
    await rowsOf(kind, input);
  } catch (error) {
    if (error instanceof ImportError) return error.failure;
    throw error;
  }
  throw new Error('the file was accepted');
}

const values = (...rows: string[]) => [VALUES_HEADER, ...rows].join('\r\n') + '\r\n';
const transactions = (...rows: string[]) => [TRANSACTIONS_HEADER, ...rows].join('\n');

describe('the sample files', () => {
  it('parse fully: every values row with exact amounts and ISO dates', async () => {
    const rows = await rowsOf('Values', sample('values-sample.csv'));
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual({
      row: 1,
      insured: 'Emily Carter',
      policyNumber: 'SML-102596',
      valuationDate: '2026-11-30',
      accumulatedValue: '149900.57',
      loanBalance: '0.00',
      totalDeathBenefit: '400000.00',
    });
    expect(rows[1]).toMatchObject({ row: 2, insured: "Christopher O'Brien" });
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('parse fully: every transactions row with its contribution type', async () => {
    const rows = await rowsOf('Transactions', sample('transactions-sample.csv'));
    expect(rows).toHaveLength(10);
    expect(rows[4]).toEqual({
      row: 5,
      insured: 'William White',
      policyNumber: 'SML-102766',
      date: '2026-11-07',
      contributionType: 'EmployerContribution',
      contributionAmount: '1507.07',
      loanAmount: '0.00',
    });
  });
});

describe('headers', () => {
  it('match without case or spaces, in any order, with extra columns ignored', async () => {
    const file = [
      'Notes, policy  number ,TOTALDEATHBENEFIT,insured,Loan Balance,accumulated value,ValuationDate',
      '"=HYPERLINK(""http://x"")",SML-1,"400,000.00",Emily Carter,,"1,000.00",1/5/2026',
    ].join('\n');
    expect(await rowsOf('Values', file)).toEqual([
      {
        row: 1,
        insured: 'Emily Carter',
        policyNumber: 'SML-1',
        valuationDate: '2026-01-05',
        accumulatedValue: '1000.00',
        loanBalance: '0.00',
        totalDeathBenefit: '400000.00',
      },
    ]);
  });

  it('are all required: the failure names the missing ones', async () => {
    expect(
      await failureOf('Values', 'Insured,Policy Number,Valuation Date,Loan Balance\nx,y,z,1'),
    ).toEqual({
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.missingHeaders',
      failIndex: 0,
      values: { headers: 'Accumulated Value, Total Death Benefit' },
    });
    // A values file sent as transactions.
    expect((await failureOf('Transactions', values(VALUE_ROW))).values).toEqual({
      headers: 'Date, Contribution Type, Contribution Amount, Loan Amount',
    });
  });

  it('may not repeat a required column', async () => {
    expect(
      await failureOf('Transactions', `${TRANSACTIONS_HEADER},date\n${TRANSACTION_ROW},x`),
    ).toEqual({
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.duplicateHeader',
      failIndex: 0,
      values: { header: 'Date' },
    });
  });

  it('may follow blank lines, and row numbers count from the header', async () => {
    const rows = await rowsOf('Values', `\r\n,,\r\n${values(VALUE_ROW)}`);
    expect(rows.map((r) => r.row)).toEqual([1]);
  });
});

describe('row failures: the first failing data row, its fail type and key', () => {
  const ok = VALUE_ROW;
  const valueCases: [string, string, ImportFailure['failType'], string][] = [
    ['no insured', ' ,SML-2,11/30/2026,1.00,0.00,2.00', 'ValidatingFailed', 'insuredRequired'],
    [
      'a multi-line insured',
      '"A\nB",SML-2,11/30/2026,1.00,0.00,2.00',
      'ValidatingFailed',
      'insuredInvalid',
    ],
    [
      'no policy number',
      'A,,11/30/2026,1.00,0.00,2.00',
      'ValidatingFailed',
      'policyNumberRequired',
    ],
    [
      'a 101-character policy number',
      `A,${'P'.repeat(101)},11/30/2026,1.00,0.00,2.00`,
      'ValidatingFailed',
      'policyNumberInvalid',
    ],
    ['no valuation date', 'A,SML-2,,1.00,0.00,2.00', 'ValidatingFailed', 'valuationDateRequired'],
    [
      'an impossible valuation date',
      'A,SML-2,02/30/2025,1.00,0.00,2.00',
      'DateStringFormatIncorrect',
      'valuationDateInvalid',
    ],
    [
      'an ISO valuation date',
      'A,SML-2,2025-02-01,1.00,0.00,2.00',
      'DateStringFormatIncorrect',
      'valuationDateInvalid',
    ],
    [
      'a valuation date in 1850',
      'A,SML-2,01/01/1850,1.00,0.00,2.00',
      'DateStringFormatIncorrect',
      'valuationDateInvalid',
    ],
    [
      'no accumulated value',
      'A,SML-2,11/30/2026,,0.00,2.00',
      'ValidatingFailed',
      'accumulatedValueRequired',
    ],
    [
      'a misplaced separator',
      'A,SML-2,11/30/2026,"1,23.4",0.00,2.00',
      'NumberStringFormatIncorrect',
      'accumulatedValueInvalid',
    ],
    [
      'three decimals',
      'A,SML-2,11/30/2026,1.005,0.00,2.00',
      'NumberStringFormatIncorrect',
      'accumulatedValueInvalid',
    ],
    [
      'a bad loan balance',
      'A,SML-2,11/30/2026,1.00,n/a,2.00',
      'NumberStringFormatIncorrect',
      'loanBalanceInvalid',
    ],
    [
      'no death benefit',
      'A,SML-2,11/30/2026,1.00,0.00,',
      'ValidatingFailed',
      'deathBenefitRequired',
    ],
    [
      'a European death benefit',
      'A,SML-2,11/30/2026,1.00,0.00,"2.000,00"',
      'NumberStringFormatIncorrect',
      'deathBenefitInvalid',
    ],
  ];

  it.each(valueCases)('values file, %s', async (_, row, failType, key) => {
    expect(
      await failureOf('Values', values(ok, ok.replace('SML-102596', 'SML-3'), row, 'garbage')),
    ).toEqual({
      failType,
      failInfo: `imports.errors.${key}`,
      failIndex: 3,
      values: {},
    });
  });

  it('values file: an amount too large or a negative value names its column', async () => {
    expect(
      await failureOf('Values', values(ok, 'A,SML-2,11/30/2026,"10,000,000,000,000,000",0,1')),
    ).toEqual({
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.amountTooLarge',
      failIndex: 2,
      values: { column: 'Accumulated Value' },
    });
    expect(await failureOf('Values', values('A,SML-2,11/30/2026,1,(5.00),1'))).toEqual({
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.negativeAmount',
      failIndex: 1,
      values: { column: 'Loan Balance' },
    });
  });

  const transactionCases: [string, string, ImportFailure['failType'], string][] = [
    [
      'no insured',
      ',SML-2,11/15/2026,BaseContributionEE,1.00,0.00',
      'ValidatingFailed',
      'insuredRequired',
    ],
    [
      'no policy number',
      'A, ,11/15/2026,BaseContributionEE,1.00,0.00',
      'ValidatingFailed',
      'policyNumberRequired',
    ],
    ['no date', 'A,SML-2,,BaseContributionEE,1.00,0.00', 'ValidatingFailed', 'dateRequired'],
    [
      'a day-first date',
      'A,SML-2,15/11/2026,BaseContributionEE,1.00,0.00',
      'DateStringFormatIncorrect',
      'dateInvalid',
    ],
    [
      'no contribution type',
      'A,SML-2,11/15/2026,,1.00,0.00',
      'ValidatingFailed',
      'contributionTypeRequired',
    ],
    [
      'an unknown contribution type',
      'A,SML-2,11/15/2026,Premium,1.00,0.00',
      'ValidatingFailed',
      'contributionTypeInvalid',
    ],
    [
      'no contribution amount',
      'A,SML-2,11/15/2026,BaseContributionEE,,0.00',
      'ValidatingFailed',
      'contributionAmountRequired',
    ],
    [
      'a text amount',
      'A,SML-2,11/15/2026,BaseContributionEE,ten,0.00',
      'NumberStringFormatIncorrect',
      'contributionAmountInvalid',
    ],
    [
      'no loan amount',
      'A,SML-2,11/15/2026,BaseContributionEE,1.00,',
      'ValidatingFailed',
      'loanAmountRequired',
    ],
    [
      'a bad loan amount',
      'A,SML-2,11/15/2026,BaseContributionEE,1.00,1.2.3',
      'NumberStringFormatIncorrect',
      'loanAmountInvalid',
    ],
  ];

  it.each(transactionCases)('transactions file, %s', async (_, row, failType, key) => {
    expect(await failureOf('Transactions', transactions(TRANSACTION_ROW, row))).toEqual({
      failType,
      failInfo: `imports.errors.${key}`,
      failIndex: 2,
      values: {},
    });
  });

  it('transactions file: negative amounts (reversals, repayments) and spaced type names are accepted', async () => {
    const rows = await rowsOf(
      'Transactions',
      transactions('A,SML-2,11/15/2026,loan repayment,($250.00),"-1,000.00"'),
    );
    expect(rows).toEqual([
      {
        row: 1,
        insured: 'A',
        policyNumber: 'SML-2',
        date: '2026-11-15',
        contributionType: 'LoanRepayment',
        contributionAmount: '-250.00',
        loanAmount: '-1000.00',
      },
    ]);
  });

  it('a blank line counts as a row, so numbers match the spreadsheet', async () => {
    const failure = await failureOf('Values', values(ok, '', ',,,,,', 'A,SML-2,11/30/2026,x,0,1'));
    expect(failure).toMatchObject({
      failInfo: 'imports.errors.accumulatedValueInvalid',
      failIndex: 4,
    });
  });

  it('a huge cell or an unclosed quote fails at its row, naming the column', async () => {
    const huge = `A,SML-2,11/30/2026,1.00,0.00,${'9'.repeat(5000)}`;
    expect(await failureOf('Values', values(ok, huge))).toEqual({
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.fieldTooLong',
      failIndex: 2,
      values: { column: 'Total Death Benefit', max: '1000' },
    });
    expect(
      await failureOf(
        'Values',
        values(ok, ok.replace('SML-102596', 'SML-3'), '"A,SML-2,11/30/2026,1,0,1'),
      ),
    ).toMatchObject({
      failInfo: 'imports.errors.unclosedQuote',
      failIndex: 3,
    });
  });
});

describe('duplicates within the file', () => {
  it('values: the same policy number and valuation date, reported at the later row', async () => {
    const again = 'Emily Carter,SML-102596,11/30/2026,1.00,0.00,2.00';
    expect(await failureOf('Values', values(VALUE_ROW, 'B,SML-9,11/30/2026,1,0,1', again))).toEqual(
      {
        failType: 'ValidatingFailed',
        failInfo: 'imports.errors.duplicateValue',
        failIndex: 3,
        values: { policyNumber: 'SML-102596', date: '11/30/2026', firstRow: '1' },
      },
    );
    // The same date written differently is the same date.
    expect(
      (await failureOf('Values', values(VALUE_ROW, again.replace('11/30/2026', '11/30/2026 '))))
        .failIndex,
    ).toBe(2);
  });

  it('values: another date or another policy is not a duplicate', async () => {
    const rows = await rowsOf(
      'Values',
      values(VALUE_ROW, VALUE_ROW.replace('11/30/2026', '12/31/2026')),
    );
    expect(rows).toHaveLength(2);
  });

  it('transactions: the same policy number, date and type; another type is not a duplicate', async () => {
    const other = TRANSACTION_ROW.replace('BaseContributionEE', 'BaseContributionERMatch');
    expect(await rowsOf('Transactions', transactions(TRANSACTION_ROW, other))).toHaveLength(2);
    expect(
      await failureOf(
        'Transactions',
        transactions(
          TRANSACTION_ROW,
          other,
          TRANSACTION_ROW.replace('BaseContributionEE', 'base contribution ee'),
        ),
      ),
    ).toEqual({
      failType: 'ValidatingFailed',
      failInfo: 'imports.errors.duplicateTransaction',
      failIndex: 3,
      values: {
        policyNumber: 'SML-102596',
        date: '11/15/2026',
        type: 'BaseContributionEE',
        firstRow: '1',
      },
    });
  });
});

describe('bad files', () => {
  it('an empty file, or one with only a byte-order mark or blank lines', async () => {
    for (const input of ['', '\r\n\r\n', ' , ,\n', Buffer.from([0xef, 0xbb, 0xbf])]) {
      expect(await failureOf('Values', input)).toEqual({
        failType: 'ValidatingFailed',
        failInfo: 'imports.errors.emptyFile',
        failIndex: 0,
        values: {},
      });
    }
  });

  it('a header with no data rows', async () => {
    for (const input of [VALUES_HEADER, values(), values('', ',,,,,')]) {
      expect(await failureOf('Values', input)).toMatchObject({
        failInfo: 'imports.errors.noRows',
        failIndex: 0,
      });
    }
  });

  it('a binary file (a spreadsheet workbook) is undecodable', async () => {
    const xlsx = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      Buffer.alloc(100),
    ]);
    expect(await failureOf('Values', xlsx)).toEqual({
      failType: 'UnknowException',
      failInfo: 'imports.errors.binaryFile',
      failIndex: 0,
      values: {},
    });
  });

  it('a NUL byte in the middle of the data fails at its row', async () => {
    const file = Buffer.concat([
      Buffer.from(`${values(VALUE_ROW)}A,SML-2,11/30/2026,1`),
      Buffer.from([0]),
      Buffer.from(',0,1\r\n'),
    ]);
    expect(await failureOf('Values', file)).toMatchObject({
      failInfo: 'imports.errors.binaryFile',
      failIndex: 2,
    });
  });

  it('a UTF-16 file is an unsupported encoding', async () => {
    const file = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(values(VALUE_ROW), 'utf16le'),
    ]);
    expect(await failureOf('Values', file)).toMatchObject({
      failType: 'UnknowException',
      failInfo: 'imports.errors.unsupportedEncoding',
      failIndex: 0,
    });
  });
});

describe('encodings', () => {
  const names = (rows: ImportRow[]) => rows.map((r) => r.insured);

  it('UTF-8 with and without a byte-order mark', async () => {
    const file = values(
      'José Núñez,SML-1,11/30/2026,1,0,1',
      'Christopher O’Brien,SML-2,11/30/2026,1,0,1',
    );
    expect(names(await rowsOf('Values', file))).toEqual(['José Núñez', 'Christopher O’Brien']);
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(file)]);
    const rows = await rowsOf('Values', withBom);
    expect(names(rows)).toEqual(['José Núñez', 'Christopher O’Brien']);
  });

  it('Windows-1252 as a spreadsheet program saves it', async () => {
    const file = Buffer.concat([
      Buffer.from(`${VALUES_HEADER}\r\nJos`, 'latin1'),
      Buffer.from([0xe9]),
      Buffer.from(' N,SML-1,11/30/2026,1,0,1\r\nChristopher O', 'latin1'),
      Buffer.from([0x92]),
      Buffer.from('Brien,SML-2,11/30/2026,1,0,1\r\n', 'latin1'),
    ]);
    expect(names(await rowsOf('Values', file))).toEqual(['José N', 'Christopher O’Brien']);
  });

  it('a UTF-8 file with a stray Windows-1252 byte fails at that row', async () => {
    const file = Buffer.concat([
      Buffer.from(`${values('José,SML-1,11/30/2026,1,0,1', 'B,SML-2,11/30/2026,1,0,1')}O`),
      Buffer.from([0x92]),
      Buffer.from('Brien,SML-3,11/30/2026,1,0,1\r\n'),
    ]);
    expect(await failureOf('Values', file)).toEqual({
      failType: 'UnknowException',
      failInfo: 'imports.errors.mixedEncoding',
      failIndex: 3,
      values: {},
    });
  });
});

describe('streaming', () => {
  it('yields batches of the requested size, the last one shorter', async () => {
    const rows = Array.from({ length: 7 }, (_, i) => `A,SML-${i},11/30/2026,1,0,1`);
    const sizes: number[] = [];
    for await (const batch of parseImportFile('Values', [Buffer.from(values(...rows))], {
      batchSize: 3,
    })) {
      sizes.push(batch.length);
    }
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('releases the upload stream when the caller stops early', async () => {
    const stream = Readable.from(
      (function* () {
        yield Buffer.from(`${VALUES_HEADER}\n`);
        for (let i = 0; ; i++) yield Buffer.from(`A,SML-${i},11/30/2026,1,0,1\n`);
      })(),
    );
    for await (const batch of parseImportFile('Values', stream, { batchSize: 10 })) {
      expect(batch).toHaveLength(10);
      break;
    }
    expect(stream.destroyed).toBe(true);
  });

  it('parses a generated 100,000-row values file with flat memory', async () => {
    const total = 100_000;
    function* generate() {
      yield Buffer.from(`${VALUES_HEADER}\r\n`);
      for (let start = 0; start < total; start += 1000) {
        let lines = '';
        for (let i = start; i < start + 1000; i++) {
          const day = String((i % 28) + 1).padStart(2, '0');
          lines += `Participant ${i},POL-${i},11/${day}/2026,"${(i * 7).toLocaleString('en-US')}.25",0.00,"1,000,000.00"\r\n`;
        }
        yield Buffer.from(lines);
      }
    }
    const started = performance.now();
    let count = 0;
    let last: ImportRow | undefined;
    let heapPeak = 0;
    for await (const batch of parseImportFile('Values', Readable.from(generate()))) {
      count += batch.length;
      last = batch.at(-1);
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `100,000 values rows parsed in ${seconds.toFixed(2)} s (heap peak ${(heapPeak / 2 ** 20).toFixed(0)} MiB)`,
    );
    expect(count).toBe(total);
    expect(last).toMatchObject({
      row: total,
      policyNumber: `POL-${total - 1}`,
      accumulatedValue: '699993.25',
    });
  });
});
