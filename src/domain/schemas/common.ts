// Field rules shared by the entity schemas (spec 5): one definition for the forms and the API.
// Messages are translation keys of the `validation` section (see ../validation.ts).
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_AMOUNT, US_PHONE_PATTERN, V } from '../rules';
import { isHeaderSafe } from '../text';

/**
 * A missing value is 'This is a required field.' whatever the field's own message: the key for
 * schema-level `error` options, where a present but wrong value keeps `key`.
 */
export const orRequired =
  (key: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? V.required : key;

// Every schema, here or inline in a route, answers a missing required value with the same key
// instead of zod's English ("Invalid input: expected boolean, received undefined"). Schemas that
// name their own message for a missing value (the sign-in's 'Email is required') keep it.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? V.required : undefined,
});

/** Empty strings from form inputs count as "no value". */
const blankToNull = (v: unknown) =>
  v === undefined || v === null ? v : typeof v === 'string' && v.trim() === '' ? null : v;

/** A required text: missing or blank is 'This is a required field.'. */
export const requiredText = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.invalid);

/**
 * A required text that goes into a mail header (a subject): no line breaks or other control
 * characters, which would end the header and start another ('Line breaks and control characters
 * are not allowed here.').
 */
export const headerText = (max = 200) => requiredText(max).refine(isHeaderSafe, V.lineBreaks);

/**
 * An optional text of a form: blank (or missing) becomes null; otherwise the trimmed text, which
 * `rules` checks. `error` answers a value that is not text.
 */
const optional = (error: string, rules: (text: z.ZodString) => z.ZodString) =>
  z.preprocess(blankToNull, rules(z.string({ error }).trim()).nullish());

/** An optional text; blank becomes null. */
export const optionalText = (max = 200) => optional(V.invalid, (t) => t.max(max, V.invalid));

/** A required e-mail address ('Please enter a valid email address (Ex: {email}).'). */
export const emailField = () =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(320, V.email)
    .regex(EMAIL_PATTERN, V.email);

/** An optional e-mail address. */
export const optionalEmail = () =>
  optional(V.email, (t) => t.max(320, V.email).regex(EMAIL_PATTERN, V.email));

/** The longest phone number text accepted (US_PHONE_PATTERN never matches more). */
export const MAX_PHONE_LENGTH = 32;

/** An optional US phone number ('This field should be a valid US phone number'). */
export const phoneField = () =>
  optional(V.usPhone, (t) => t.max(MAX_PHONE_LENGTH, V.usPhone).regex(US_PHONE_PATTERN, V.usPhone));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** YYYY-MM-DD. */
const DAY_LENGTH = 10;
const isRealDay = (text: string) => {
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
};

/** Today as YYYY-MM-DD (UTC), for bounds that move with the calendar. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The days a date field accepts, inclusive, as YYYY-MM-DD (a function for a bound read when the
 * value is checked, such as today). Out of range is the spec's 'Invalid date format', as the
 * database could not store a year 0 and nobody means a year 9999.
 */
export interface DayBounds {
  min: string | (() => string);
  max: string | (() => string);
}

/** Plan, enrollment and start dates: a wide but real range. */
export const PLAN_DAYS: DayBounds = { min: '1900-01-01', max: '2200-12-31' };
/** A date of birth: from 1900 up to today. */
export const BIRTH_DAYS: DayBounds = { min: '1900-01-01', max: today };

const bound = (b: string | (() => string)) => (typeof b === 'string' ? b : b());
// ISO days compare as text.
const withinBounds = (bounds: DayBounds) => (text: string) =>
  text >= bound(bounds.min) && text <= bound(bounds.max);

/** An optional calendar date, YYYY-MM-DD (a full ISO timestamp is cut to its day). */
export const dayField = (bounds: DayBounds = PLAN_DAYS) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      return typeof b === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(b) ? b.slice(0, 10) : b;
    },
    z
      .string({ error: V.dateFormat })
      .max(DAY_LENGTH, { error: V.dateFormat, abort: true })
      .regex(ISO_DAY, { error: V.dateFormat, abort: true })
      .refine(isRealDay, { error: V.dateFormat, abort: true })
      .refine(withinBounds(bounds), V.dateFormat)
      .nullish(),
  );

/** A required calendar date, YYYY-MM-DD. */
export const requiredDay = (bounds: DayBounds = PLAN_DAYS) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: V.required })
      .max(DAY_LENGTH, { error: V.dateFormat, abort: true })
      .regex(ISO_DAY, { error: V.dateFormat, abort: true })
      .refine(isRealDay, { error: V.dateFormat, abort: true })
      .refine(withinBounds(bounds), V.dateFormat),
  );

/** The longest web address a URL field keeps (what browsers and servers reliably handle). */
export const MAX_URL_LENGTH = 2048;

/**
 * An optional web address, http or https and at most 2,048 characters ('Please enter a valid
 * url.', 'A web address may have at most 2,048 characters.').
 */
export const urlField = () =>
  optional(V.url, (t) =>
    t.max(MAX_URL_LENGTH, { error: V.urlTooLong, abort: true }).refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, V.url),
  );

const DECIMAL = /^-?\d+(\.\d+)?$/;
/**
 * The longest decimal text: 17 digits below 10,000,000,000,000,000, a sign, a point and more
 * decimals than any amount or rate has.
 */
export const MAX_DECIMAL_LENGTH = 40;

/** A number as exact decimal text: numbers and numeric strings are both accepted. */
const decimalText = (v: unknown) => {
  const b = blankToNull(v);
  if (typeof b === 'number') {
    if (!Number.isFinite(b)) return 'NaN';
    return Number.isInteger(b) ? BigInt(b).toString() : b.toFixed(8).replace(/0+$/, '');
  }
  return typeof b === 'string' ? b.trim().replace(/,/g, '') : b;
};

/** Whether a decimal text is less than 10,000,000,000,000,000 in magnitude (spec 9). */
export const belowMaxAmount = (text: string) =>
  !DECIMAL.test(text) || BigInt(text.replace(/^-/, '').split('.')[0]!) < MAX_AMOUNT;

/**
 * An optional decimal number, kept as exact text. Non-numbers are 'Please enter a numeric value.',
 * anything from 10,000,000,000,000,000 up is `tooLarge` (the value or the amount message).
 */
export const decimalField = (tooLarge: string = V.valueTooLarge) =>
  z.preprocess(
    decimalText,
    z
      .string({ error: V.numeric })
      .max(MAX_DECIMAL_LENGTH, { error: tooLarge, abort: true })
      .regex(DECIMAL, V.numeric)
      .refine(belowMaxAmount, tooLarge)
      .nullish(),
  );

/** The most a percentage may be: 1,000 % allows generous employer matches (and fits the column). */
export const MAX_PERCENT = 1000;

/** An optional percentage from 0 to 1,000. */
export const percentField = () =>
  z.preprocess(
    decimalText,
    z
      .string({ error: V.numeric })
      .max(MAX_DECIMAL_LENGTH, { error: V.valueTooLarge, abort: true })
      .regex(DECIMAL, V.numeric)
      .refine(belowMaxAmount, V.valueTooLarge)
      .refine(
        (t) =>
          !DECIMAL.test(t) || !belowMaxAmount(t) || (Number(t) >= 0 && Number(t) <= MAX_PERCENT),
        V.percentRange,
      )
      .nullish(),
  );

/** The largest record id: ids are the database's 32-bit integer keys. */
export const MAX_ID = 2_147_483_647;

/**
 * A record id, the one definition for bodies, filters and path parameters: a positive integer
 * that fits a 32-bit key. Anything else (2^31, 2^53, -1, 1.5) is 'invalid', never a query.
 */
export const idSchema = z
  .number({ error: orRequired(V.invalid) })
  .int(V.invalid)
  .positive(V.invalid)
  .max(MAX_ID, V.invalid);

/** Whether a value is a record id (see idSchema). */
export const isId = (value: unknown): value is number => idSchema.safeParse(value).success;

/** A record id: positive integer. */
export const idField = () => idSchema;

/** A reference to a record, as its id or as an object carrying it ({ id, name, … }). */
export const idRef = () =>
  z.preprocess(
    (v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v),
    idField(),
  );

/** The id of a save call: absent, null or 0 creates a record. */
export const saveId = () =>
  z
    .union([z.literal(0), idSchema], { error: V.invalid })
    .nullish()
    .transform((v) => v || undefined);

/**
 * The duplicate rule of spec 5: reports `message` at the given property of every item whose value
 * (compared case-insensitively when text) appeared earlier in the array.
 */
export function reportDuplicates<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  property: keyof T & string,
  message: string,
  path: (string | number)[] = [],
): void {
  const seen = new Set<unknown>();
  items.forEach((item, index) => {
    const raw = item[property];
    if (raw === undefined || raw === null || raw === '') return;
    const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
    if (seen.has(value)) {
      ctx.addIssue({ code: 'custom', message, path: [...path, index, property] });
    }
    seen.add(value);
  });
}
