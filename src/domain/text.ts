// Checks shared by every text that reaches the server: the characters that make two different
// texts look alike, text that cannot be stored (U+0000, which PostgreSQL refuses, and lone UTF-16
// surrogates, which are no Unicode at all), and the one form of an e-mail address that lock-outs,
// limits and look-ups key on.
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, V } from './rules';

// Control characters (C0, C1) and format characters: zero-width spaces and joiners, bidi
// embeddings, overrides and isolates, the byte-order mark, the soft hyphen.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/u;

/** Whether a text holds a character that is invisible or reorders the text around it. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

// What ends or splits a line of a mail header: CR, LF and every other control character, and the
// Unicode line and paragraph separators.
const HEADER_BREAKING = /[\p{Cc}\u2028\u2029]/u;

/** Whether a text may go into a mail header (a subject, a name in an address) as it is. */
export function isHeaderSafe(text: string): boolean {
  return !HEADER_BREAKING.test(text);
}

/**
 * A person's name (or another name a person gives): required, bounded, and made only of visible
 * characters; `tooLong` is the message for a name over `max`.
 */
export function visibleName(max: number, tooLong: string = V.invalid) {
  return z
    .string({ error: V.required })
    .max(max * 2, { error: tooLong, abort: true })
    .trim()
    .min(1, V.required)
    .max(max, tooLong)
    .refine((text) => !hasInvisibleCharacters(text), V.invalid);
}

/**
 * The form of an e-mail address that identifies an account: without surrounding blanks, in
 * Unicode compatibility form (full-width letters become ASCII) and case-folded. Input is cut to
 * a bounded length first, so a huge value costs no more than a real address.
 */
export function normalizeEmail(email: string): string {
  return email
    .slice(0, MAX_EMAIL_LENGTH * 2)
    .trim()
    .normalize('NFKC')
    .toLowerCase();
}

// Half of a surrogate pair without its other half (with the u flag a whole pair is one code point
// and does not match).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a text can be stored as it is: well-formed Unicode (no lone UTF-16 surrogate, which
 * JSON's \ud800 escapes can carry) without U+0000.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path of the first string (or key) in a parsed JSON value or query that is not storable
 * text (see isStorableText), or null.
 */
export function findUnstorableText(value: unknown): string[] | null {
  // Iterative, so a deeply nested body cannot exhaust the stack; each entry links to its parent
  // and the path is only built for the answer, so the walk stays linear in the size of the input.
  interface Entry {
    value: unknown;
    key: string;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string) => {
    const path = last === undefined ? [] : [last];
    for (let e = entry; e?.parent; e = e.parent) path.push(e.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (typeof entry.value === 'string') {
      if (!isStorableText(entry.value)) return pathOf(entry);
    } else if (entry.value !== null && typeof entry.value === 'object') {
      for (const [key, item] of Object.entries(entry.value)) {
        if (!isStorableText(key)) return pathOf(entry, key);
        stack.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}
