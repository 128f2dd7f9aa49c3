import { describe, expect, it } from 'vitest';
import { buildPath, fileNameFromDisposition } from './client';
import { MissingParameterError, localeKeyOf } from './errors';
import { isTokenExpired } from './session';

const token = (payload: object) => `h.${btoa(JSON.stringify(payload))}.s`;

describe('client helpers', () => {
  it('reads file names from content-disposition, preferring the UTF-8 form', () => {
    expect(fileNameFromDisposition('attachment; filename="report.csv"')).toBe('report.csv');
    expect(
      fileNameFromDisposition(
        "attachment; filename=a.pdf; filename*=UTF-8''B%C3%A1o%20c%C3%A1o.pdf",
      ),
    ).toBe('Báo cáo.pdf');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('fills path parameters and refuses missing ones', () => {
    expect(buildPath('/afr-rate/entry/{year}', { year: 2025 })).toBe('/afr-rate/entry/2025');
    expect(buildPath('/documents/{fileName}', { fileName: 'a b/c' })).toBe('/documents/a%20b%2Fc');
    expect(() => buildPath('/afr-rate/entry/{year}', {})).toThrow(MissingParameterError);
    expect(() => buildPath('/users/{userId}', { userId: null })).toThrow("'userId'");
  });

  it('applies the expiry rule of spec 4', () => {
    const now = 1_800_000_000_000;
    expect(isTokenExpired(token({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenExpired(token({ sub: '1' }), now)).toBe(false); // no expiry
    expect(isTokenExpired(undefined, now)).toBe(false); // no token
  });

  it('finds the translation key after Locale: in an error text', () => {
    expect(localeKeyOf('{"detail":"Locale: errors.accountLocked"}')).toBe('errors.accountLocked');
    expect(localeKeyOf('Locale: errors.accountLocked')).toBe('errors.accountLocked');
    expect(localeKeyOf('nothing here')).toBeUndefined();
  });
});
