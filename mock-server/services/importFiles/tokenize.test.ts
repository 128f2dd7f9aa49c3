// Splitting CSV text into records, whatever the pieces it arrives in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImportProblem } from './failures';
import { CsvTokenizer } from './tokenize';

const LIMITS = { maxField: 1000, maxColumns: 200 };

function tokenize(pieces: string[], limits = LIMITS): string[][] {
  const tokenizer = new CsvTokenizer(limits);
  const records: string[][] = [];
  const onRecord = (record: string[]) => records.push(record);
  for (const piece of pieces) tokenizer.push(piece, onRecord);
  tokenizer.end(onRecord);
  return records;
}

/** Every way of cutting the text in two, plus one character at a time. */
function cuts(text: string): string[][] {
  return [
    [text],
    [...text],
    ...Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]),
  ];
}

function problemOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportProblem) {
      return { failInfo: error.failInfo, record: error.record, values: error.values };
    }
    throw error;
  }
  throw new Error('no problem');
}

describe('the CSV tokenizer', () => {
  it('reads quoted cells, doubled quotes, commas and line breaks inside quotes', () => {
    const text = 'a,"b, c","say ""hi"""\r\n"multi\nline",,"x"\n';
    for (const pieces of cuts(text)) {
      expect(tokenize(pieces)).toEqual([
        ['a', 'b, c', 'say "hi"'],
        ['multi\nline', '', 'x'],
      ]);
    }
  });

  it('ends records at CRLF, LF or a lone CR, with or without a final line break', () => {
    for (const pieces of cuts('a,b\r\nc,d\re,f\ng,h')) {
      expect(tokenize(pieces)).toEqual([
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
        ['g', 'h'],
      ]);
    }
  });

  it('keeps empty lines and empty last cells as records and cells', () => {
    expect(tokenize(['a,b,\n\n,\n'])).toEqual([['a', 'b', ''], [''], ['', '']]);
    expect(tokenize(['a,'])).toEqual([['a', '']]);
    expect(tokenize([''])).toEqual([]);
  });

  it('keeps text after a closing quote, as spreadsheet programs do', () => {
    expect(tokenize(['"ab"c,d"e"\n'])).toEqual([['abc', 'd"e"']]);
  });

  it('gives the same records for any chunking of any CSV it wrote itself', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '\r', 'é', '1') });
    const table = fc.array(fc.array(cell, { minLength: 2, maxLength: 4 }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(table, fc.array(fc.nat(), { maxLength: 6 }), (rows, cutPoints) => {
        const text = rows
          .map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))
          .join('\r\n');
        const points = [...new Set(cutPoints.map((p) => p % (text.length + 1)))].sort(
          (a, b) => a - b,
        );
        const pieces = [0, ...points].map((p, i, all) => text.slice(p, all[i + 1] ?? text.length));
        expect(tokenize(pieces)).toEqual(rows);
      }),
    );
  });

  it('refuses a cell longer than the limit while it grows, naming the record and column', () => {
    const text = `a,b\nc,${'x'.repeat(1001)},d\n`;
    for (const pieces of [[text], text.match(/.{1,64}/gs)!]) {
      expect(problemOf(() => tokenize(pieces))).toEqual({
        failInfo: 'imports.errors.fieldTooLong',
        record: 1,
        values: { column: '2', max: '1000' },
      });
    }
    expect(tokenize([`${'x'.repeat(1000)}\n`])).toEqual([['x'.repeat(1000)]]);
  });

  it('takes an open quote that swallows the following lines as an unclosed quote', () => {
    const text = `a,b\n"c,d\n${'e,f\n'.repeat(400)}`;
    expect(problemOf(() => tokenize([text]))).toMatchObject({
      failInfo: 'imports.errors.unclosedQuote',
      record: 1,
    });
    expect(problemOf(() => tokenize(['a,b\nc,"d\n']))).toMatchObject({
      failInfo: 'imports.errors.unclosedQuote',
      record: 1,
    });
  });

  it('refuses a row with more cells than the limit', () => {
    expect(problemOf(() => tokenize(['a,b\n', ','.repeat(5000)], LIMITS))).toEqual({
      failInfo: 'imports.errors.tooManyColumns',
      record: 1,
      values: { max: '200' },
    });
  });
});
