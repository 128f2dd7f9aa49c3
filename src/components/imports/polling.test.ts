// The polling rules of spec 4 and 9, and the failure toast of spec 8 for every fail type and row
// error of the importer, in English and Vietnamese.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ImportProgress } from '../../domain/api/files';
import { IMPORT_FAIL_TYPES } from '../../domain/enums';
import { afterPoll, importFailureText, progressText, type PollState } from './polling';

const catalog = (lang: 'en' | 'vi') =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, `../../../public/locales/${lang}/portal.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;

/** A translate over a catalog, as i18next reads {{placeholders}}; unknown keys stay keys. */
const translator = (lang: 'en' | 'vi') => {
  const messages = catalog(lang);
  return (key: string, options: Record<string, unknown> = {}) => {
    let node: unknown = messages;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') return (options._ as string | undefined) ?? key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  };
};

const progress = (over: Partial<ImportProgress> = {}): ImportProgress => ({
  id: 'p',
  documentName: 'file.csv',
  percentageOfCompletion: 10,
  fileType: 'Csv',
  fileState: 'Reading',
  succeededStates: ['Uploading'],
  failType: null,
  failInfo: null,
  failIndex: null,
  failValues: null,
  importFileId: null,
  ...over,
});

describe('afterPoll', () => {
  it('goes on while the import moves, and stops at 100 %', () => {
    let state: PollState = { unchanged: 0 };
    for (const percent of [5, 20, 50, 95]) {
      const step = afterPoll(state, progress({ percentageOfCompletion: percent }));
      expect(step.outcome).toBe('continue');
      state = step.state;
    }
    expect(
      afterPoll(state, progress({ fileState: 'Finished', percentageOfCompletion: 100 })).outcome,
    ).toBe('finished');
  });

  it('stops after more than 8 unchanged polls, not at 8', () => {
    let state: PollState = afterPoll({ unchanged: 0 }, progress()).state;
    for (let i = 1; i <= 8; i++) {
      const step = afterPoll(state, progress());
      expect(step.outcome, `unchanged poll ${i}`).toBe('continue');
      state = step.state;
    }
    expect(afterPoll(state, progress()).outcome).toBe('stalled');
  });

  it('stops with a failure as soon as a failType or failInfo shows', () => {
    expect(afterPoll({ unchanged: 0 }, progress({ failType: 'UnknowException' })).outcome).toBe(
      'failed',
    );
    expect(
      afterPoll({ unchanged: 0 }, progress({ failInfo: 'imports.errors.emptyFile' })).outcome,
    ).toBe('failed');
  });
});

describe('the failure toast', () => {
  const en = translator('en');
  const vi = translator('vi');

  it('names the row, the translated reason and the number-format hint', () => {
    const failed = progress({
      fileState: 'ProcessFailed',
      failType: 'NumberStringFormatIncorrect',
      failInfo: 'imports.errors.accumulatedValueInvalid',
      failIndex: 7,
    });
    expect(importFailureText(failed, en)).toBe(
      'Failed to import file. Row 7 - The accumulated value is not a valid number. Numbers must be in US format, e.g. 1,234.56.',
    );
    expect(importFailureText(failed, vi)).toMatch(/^Nhập tệp thất bại\. Dòng 7 - Giá trị tích lũy/);
  });

  it('adds the date hint for a date, nothing for other fail types, and fills placeholders', () => {
    expect(
      importFailureText(
        progress({
          failType: 'DateStringFormatIncorrect',
          failInfo: 'imports.errors.dateInvalid',
          failIndex: 2,
        }),
        en,
      ),
    ).toBe(
      'Failed to import file. Row 2 - The date is not a valid date. Dates must be in mm/dd/yyyy format.',
    );
    expect(
      importFailureText(
        progress({
          failType: 'ValidatingFailed',
          failInfo: 'imports.errors.duplicateValue',
          failIndex: 3,
          failValues: { policyNumber: 'SML-1', date: '12/31/2026', firstRow: '1' },
        }),
        en,
      ),
    ).toBe(
      'Failed to import file. Row 3 - Policy SML-1 already has values dated 12/31/2026 in row 1.',
    );
  });

  it('has every failInfo key the importer sends, and every fail type, in both languages', () => {
    const source = [
      'mock-server/services/importFiles/failures.ts',
      'mock-server/services/importFiles/service.ts',
    ]
      .map((file) => fs.readFileSync(path.resolve(import.meta.dirname, '../../..', file), 'utf8'))
      .join('\n');
    const keys = [...new Set(source.match(/imports\.(errors|hints)\.\w+/g))];
    expect(keys.length).toBeGreaterThan(40);
    for (const lang of ['en', 'vi'] as const) {
      const translate = translator(lang);
      for (const key of keys) expect(translate(key), `${lang} ${key}`).not.toBe(key);
      for (const type of IMPORT_FAIL_TYPES) {
        expect(translate(`imports.failTypes.${type}`), `${lang} ${type}`).not.toContain('imports.');
      }
      expect(progressText({ fileState: 'Importing', percentageOfCompletion: 50 }, translate)).toBe(
        lang === 'en' ? 'Importing data 50%' : 'Đang nhập dữ liệu 50%',
      );
    }
  });
});
