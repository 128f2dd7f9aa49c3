import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, userListArgsSchema } from '../listQuery';
import { headerText, MAX_URL_LENGTH, urlField } from './common';
import { saveUserSchema, toggleUserSchema } from './user';

const keys = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a missing required value', () => {
  it('is validation.required in every schema, whatever the field type', () => {
    expect(keys(listQuerySchema.safeParse({}))).toEqual([
      ['pageSize', 'validation.required'],
      ['pageNumber', 'validation.required'],
    ]);
    expect(keys(userListArgsSchema.safeParse({ pageSize: '10', pageNumber: '1' }))).toEqual([
      ['isDeleted', 'validation.required'],
    ]);
    expect(keys(saveUserSchema.safeParse({}))).toEqual([
      ['email', 'validation.required'],
      ['firstName', 'validation.required'],
      ['lastName', 'validation.required'],
      ['role', 'validation.required'],
    ]);
    // A new Employee's division is missing together with the other fields, on the first check.
    expect(keys(saveUserSchema.safeParse({ role: 'Employee' }))).toEqual([
      ['email', 'validation.required'],
      ['firstName', 'validation.required'],
      ['lastName', 'validation.required'],
      ['divisionId', 'validation.required'],
    ]);
    expect(
      keys(toggleUserSchema.safeParse({ newEmployersProducers: [{ employerId: 1 }] })),
    ).toEqual([['newEmployersProducers.0.producerId', 'validation.required']]);
    // Inline schemas without a message of their own answer the same.
    expect(keys(z.object({ userEmail: z.string() }).safeParse({}))).toEqual([
      ['userEmail', 'validation.required'],
    ]);
  });

  it('differs from a value that is present but wrong', () => {
    expect(
      keys(userListArgsSchema.safeParse({ pageSize: 'ten', pageNumber: '1', isDeleted: 'no' })),
    ).toEqual([
      ['pageSize', 'validation.invalid'],
      ['isDeleted', 'validation.invalid'],
    ]);
    const user = { email: 'a@example.com', firstName: 'A', lastName: 'B', role: 'Boss' };
    expect(keys(saveUserSchema.safeParse(user))).toEqual([['role', 'validation.invalid']]);
  });
});

describe('a web address', () => {
  const url = urlField();
  const origin = 'https://carrier.example.com/';

  it('takes http and https addresses of up to 2,048 characters', () => {
    expect(url.safeParse(origin + 'd'.repeat(MAX_URL_LENGTH - origin.length)).success).toBe(true);
    expect(url.safeParse('http://carrier.example.com').success).toBe(true);
    expect(url.parse('  ')).toBeNull();
  });

  it('refuses a longer one, and any other scheme', () => {
    const long = origin + 'd'.repeat(5000);
    expect(keys(url.safeParse(long))).toEqual([['', 'validation.urlTooLong']]);
    for (const other of ['javascript:alert(1)', 'ftp://x.example.com/a', 'data:text/html,x']) {
      expect(keys(url.safeParse(other))).toEqual([['', 'validation.url']]);
    }
  });
});

describe('a mail subject', () => {
  it('refuses line breaks and other control characters, keeps other text', () => {
    const subject = headerText(200);
    expect(subject.parse('  Hello, Nguyễn – 50 % off  ')).toBe('Hello, Nguyễn – 50 % off');
    for (const bad of ['a\r\nBcc: x@example.com', 'a\nb', 'a\rb', 'a\u0085b', 'a\u2028b']) {
      expect(keys(subject.safeParse(bad))).toEqual([['', 'validation.lineBreaks']]);
    }
  });
});
