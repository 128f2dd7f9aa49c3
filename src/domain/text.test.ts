import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, US_PHONE_PATTERN } from './rules';
import { forgotPasswordSchema, loginSchema, setPasswordSchema } from './validation';
import { saveUserSchema } from './schemas/user';
import { employerContactSchema } from './schemas/employer';
import { findUnstorableText, hasInvisibleCharacters, isStorableText, normalizeEmail } from './text';
import { fromQueryParams } from './queryString';

const MiB = 1 << 20;

/** Every input a pattern's engine was run on while `run` ran. */
function inputsSeenBy(pattern: RegExp, run: () => void): string[] {
  const seen: string[] = [];
  const exec = RegExp.prototype.exec;
  const spy = vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (
    this: RegExp,
    text: string,
  ) {
    if (this === pattern) seen.push(text);
    return exec.call(this, text);
  });
  try {
    run();
  } finally {
    spy.mockRestore();
  }
  return seen;
}

describe('patterns that see user input run only on bounded input', () => {
  afterEach(() => vi.restoreAllMocks());

  // A long address the old pattern would have scanned in full.
  const longEmail = 'a'.repeat(MiB) + '@example.com';
  const longPhone = '5'.repeat(MiB);

  it.each([
    ['sign-in', () => loginSchema.safeParse({ email: longEmail, password: 'x' })],
    ['forgot-password', () => forgotPasswordSchema.safeParse({ email: longEmail })],
    [
      'set-password',
      () =>
        setPasswordSchema.safeParse({ userEmail: longEmail, password: 'P#ssw0rd!', token: 't' }),
    ],
    [
      'save-user',
      () =>
        saveUserSchema.safeParse({
          email: longEmail,
          firstName: 'Ann',
          lastName: 'Lee',
          role: 'Admin',
        }),
    ],
    [
      'an employer contact',
      () =>
        employerContactSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', email: longEmail }),
    ],
  ])('%s refuses a 1 MiB e-mail without running the e-mail pattern on it', (_name, parse) => {
    let result: { success: boolean } | undefined;
    const seen = inputsSeenBy(EMAIL_PATTERN, () => {
      result = parse();
    });
    expect(result!.success).toBe(false);
    expect(seen.every((text) => text.length <= MAX_EMAIL_LENGTH)).toBe(true);
  });

  it('refuses a 1 MiB phone number without running the phone pattern on it', () => {
    let ok = true;
    const seen = inputsSeenBy(US_PHONE_PATTERN, () => {
      ok = employerContactSchema.safeParse({
        firstName: 'Ann',
        lastName: 'Lee',
        phone: longPhone,
      }).success;
    });
    expect(ok).toBe(false);
    expect(seen.every((text) => text.length <= 32)).toBe(true);
  });

  it('answers the backtracking input of the old e-mail pattern at the length bound', () => {
    // 'a@' + 'a.'×k + '@' made the old pattern try every split of the dots.
    for (const k of [10, 100, 126]) {
      const text = 'a@' + 'a.'.repeat(k) + '@';
      expect(EMAIL_PATTERN.test(text)).toBe(false);
    }
    expect(EMAIL_PATTERN.test('a@' + 'a.'.repeat(MiB / 2) + '@')).toBe(false);
  });

  it('accepts exactly the addresses a plain split into local part and labels accepts', () => {
    const bad = /[\s@.\p{Cc}\p{Cf}]/u;
    const reference = (text: string) => {
      if (text.length > MAX_EMAIL_LENGTH) return false;
      const at = text.indexOf('@');
      if (at < 1 || text.indexOf('@', at + 1) >= 0) return false;
      const local = text.slice(0, at);
      if (/[\s\p{Cc}\p{Cf}]/u.test(local)) return false;
      const labels = text.slice(at + 1).split('.');
      if (labels.length < 2 || labels.some((l) => l === '' || bad.test(l))) return false;
      return labels.at(-1)!.length >= 2;
    };
    const piece = fc.constantFrom('a', 'b', '.', '@', ' ', '\u200b', 'é', '-');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        expect(EMAIL_PATTERN.test(text)).toBe(reference(text));
      }),
      { numRuns: 2000 },
    );
    expect(EMAIL_PATTERN.test('admin@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('a.b-c@mail.example.co')).toBe(true);
  });
});

describe('invisible characters', () => {
  it.each([
    'employee\u200b@example.com',
    'employee@exam\u200dple.com',
    '\u202eemployee@example.com',
    'employee@example.com\u2066',
    'employee\u0007@example.com',
  ])('refuses %j as an e-mail with the field message', (email) => {
    const result = saveUserSchema.safeParse({
      email,
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'Admin',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === 'email')?.message).toBe(
      'validation.email',
    );
    expect(loginSchema.safeParse({ email, password: 'x' }).error!.issues[0]!.message).toBe(
      'validation.invalidEmail',
    );
  });

  it('refuses names with zero-width, bidi or control characters, on users and contacts', () => {
    for (const name of ['Ann\u200b', 'A\u202enn', 'Ann\u0000', 'An\u2067n']) {
      const user = saveUserSchema.safeParse({
        email: 'ann@example.com',
        firstName: name,
        lastName: 'Lee',
        role: 'Admin',
      });
      expect(user.error!.issues.find((i) => i.path[0] === 'firstName')?.message).toBe(
        'validation.invalid',
      );
      const contact = employerContactSchema.safeParse({ firstName: 'Ann', lastName: name });
      expect(contact.error!.issues.find((i) => i.path[0] === 'lastName')?.message).toBe(
        'validation.invalid',
      );
    }
    expect(hasInvisibleCharacters('Nguyễn Văn Anh')).toBe(false);
    expect(
      saveUserSchema.safeParse({
        email: 'anh@example.com',
        firstName: 'Văn Anh',
        lastName: 'Nguyễn',
        role: 'Admin',
      }).success,
    ).toBe(true);
  });
});

describe('the account form of an e-mail address', () => {
  it('is the same for blanks around it, any case and compatibility forms', () => {
    for (const raw of [
      ' user@x.com',
      'user@x.com ',
      '\tuser@x.com',
      'user@x.com\n',
      'USER@X.COM',
    ]) {
      expect(normalizeEmail(raw)).toBe('user@x.com');
    }
    expect(normalizeEmail('ｕｓｅｒ@x.com')).toBe('user@x.com');
  });
});

describe('unstorable text in requests', () => {
  it('finds the field that holds it, however deep', () => {
    expect(findUnstorableText({ a: 'x', b: [{ c: 'y\u0000' }] })).toEqual(['b', '0', 'c']);
    expect(findUnstorableText({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(20_000);
    expect(findUnstorableText({ a: 'clean', n: 1, b: null })).toBeNull();
  });

  it('finds lone UTF-16 surrogates and lets whole pairs and other text through', () => {
    expect(findUnstorableText({ name: 'a\ud800b' })).toEqual(['name']);
    expect(findUnstorableText({ list: ['ok', '\udfff'] })).toEqual(['list', '1']);
    expect(findUnstorableText({ ['\ud83d']: 1 })).toEqual(['\ud83d']);
    expect(findUnstorableText(JSON.parse('{"a":{"b":"x\\ud800"}}'))).toEqual(['a', 'b']);
    expect(isStorableText('Nguyễn 😀 \ud83d\ude00 ☃')).toBe(true);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('\ude00\ud83d')).toBe(false);
  });
});

describe('query strings', () => {
  it('reads names of Object members as plain data', () => {
    const q = fromQueryParams({
      constructor: '1',
      toString: '1',
      ['__proto__']: '1',
      'SortCriteria[0].sortKey': '__proto__',
      'SortCriteria[0].__proto__': 'x',
    });
    expect(Object.getPrototypeOf(q)).toBeNull();
    expect(q.constructor).toBe('1');
    expect(q.toString).toBe('1');
    expect(Object.hasOwn(q, '__proto__')).toBe(true);
    const [criterion] = q.sortCriteria as Record<string, unknown>[];
    expect(criterion!.sortKey).toBe('__proto__');
    expect(Object.getPrototypeOf(criterion)).toBeNull();
  });

  it('keeps repeated names as arrays', () => {
    expect(fromQueryParams({ Ids: ['1', '2'], 'Role[]': 'Admin' })).toMatchObject({
      ids: ['1', '2'],
      role: ['Admin'],
    });
  });
});
