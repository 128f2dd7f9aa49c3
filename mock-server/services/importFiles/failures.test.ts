// Every failure key of the import layer has its English and Vietnamese text, shaped for spec 8's
// toast: 'Failed to import file. Row {index} - {failInfo translated}. {extra}'.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_FAIL_TYPES } from '../../../src/domain/enums';
import { IMPORT_ERRORS, IMPORT_FILE_ERRORS, IMPORT_HINTS, failureHintKey } from './failures';

const catalog = (lang: string) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../../../public/locales/${lang}/portal.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;

function textOf(tree: Record<string, unknown>, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe.each(['en', 'vi'])('the %s catalog', (lang) => {
  const tree = catalog(lang);

  it('has a text for every failInfo key, without a final period (the toast adds one)', () => {
    for (const key of Object.values(IMPORT_ERRORS)) {
      const text = textOf(tree, key);
      expect({ key, type: typeof text }).toEqual({ key, type: 'string' });
      expect({ key, endsWithPeriod: (text as string).trimEnd().endsWith('.') }).toEqual({
        key,
        endsWithPeriod: false,
      });
    }
  });

  it('has the two format hints as whole sentences', () => {
    for (const key of Object.values(IMPORT_HINTS)) {
      expect(textOf(tree, key)).toMatch(/\.$/);
    }
  });

  it('has no import failure text that the code cannot produce', () => {
    const section = textOf(tree, 'imports.errors') as Record<string, string>;
    expect(
      Object.keys(section)
        .map((k) => `imports.errors.${k}`)
        .sort(),
    ).toEqual([...Object.values(IMPORT_ERRORS), ...Object.values(IMPORT_FILE_ERRORS)].sort());
  });
});

describe('the hint of the failure toast', () => {
  it('is the number format for numbers, the date format for dates, and nothing otherwise', () => {
    expect(failureHintKey('NumberStringFormatIncorrect')).toBe('imports.hints.numberFormat');
    expect(failureHintKey('DateStringFormatIncorrect')).toBe('imports.hints.dateFormat');
    const others = IMPORT_FAIL_TYPES.filter((t) => !t.endsWith('FormatIncorrect'));
    expect(others.map(failureHintKey)).toEqual(others.map(() => undefined));
  });

  it('says in English which format is expected', () => {
    expect(textOf(catalog('en'), IMPORT_HINTS.numberFormat)).toBe(
      'Numbers must be in US format, e.g. 1,234.56.',
    );
    expect(textOf(catalog('en'), IMPORT_HINTS.dateFormat)).toBe(
      'Dates must be in mm/dd/yyyy format.',
    );
  });
});
