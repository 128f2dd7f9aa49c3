// Validation rules of spec section 5, shared by the forms and the API. Messages are translation
// keys (catalog `portal`, section `validation`); the English texts are the spec's, word for word.
import { z } from 'zod';

export const V = {
  required: 'validation.required',
  email: 'validation.email',
  invalidEmail: 'validation.invalidEmail',
  emailRequired: 'validation.emailRequired',
  passwordRequired: 'validation.passwordRequired',
  password: 'validation.password',
  passwordMismatch: 'validation.passwordMismatch',
  numeric: 'validation.numeric',
  amountTooLarge: 'validation.amountTooLarge',
  valueTooLarge: 'validation.valueTooLarge',
  url: 'validation.url',
  usPhone: 'validation.usPhone',
  dateFormat: 'validation.dateFormat',
  endBeforeStart: 'validation.endBeforeStart',
  invalid: 'validation.invalid',
  emailTaken: 'validation.emailTaken',
  onlyOneOrganization: 'validation.onlyOneOrganization',
  onlyOneDivision: 'validation.onlyOneDivision',
  atLeastOneDivision: 'validation.atLeastOneDivision',
  percentRange: 'validation.percentRange',
  clientUniqueIdTaken: 'validation.clientUniqueIdTaken',
  divisionNameUnique: 'validation.divisionNameUnique',
  organizationNameTaken: 'validation.organizationNameTaken',
  roleLocked: 'validation.roleLocked',
} as const;

/** Values for the placeholders of messages that have them. */
export const MESSAGE_ARGS: Record<string, Record<string, string>> = {
  [V.email]: { email: 'name@example.com' },
};

/** Amounts and numbers must be less than 10,000,000,000,000,000 (spec 9). */
export const MAX_AMOUNT = 10_000_000_000_000_000n;

// A pragmatic address check: something@domain.tld, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** At least 8 characters with a lowercase and an uppercase letter, a digit and a symbol. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= 8 &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/** (555) 123-4567, 555-123-4567, 555.123.4567, 5551234567, optionally +1. */
export const US_PHONE_PATTERN = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const loginSchema = z.object({
  email: z
    .string({ error: V.emailRequired })
    .trim()
    .min(1, V.emailRequired)
    .regex(EMAIL_PATTERN, V.invalidEmail),
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired),
});

export const newPasswordSchema = z
  .string({ error: V.required })
  .min(1, V.required)
  .refine(isStrongPassword, V.password);

export const setPasswordSchema = z.object({
  userEmail: z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .regex(EMAIL_PATTERN, V.email),
  password: newPasswordSchema,
  token: z.string({ error: V.required }).min(1, V.required).max(200),
});

export const validateTokenSchema = z.object({
  token: z.string({ error: V.required }).min(1, V.required).max(200),
  resetPassword: z.boolean().default(false),
});

export const forgotPasswordSchema = z.object({
  email: z.string({ error: V.required }).trim().min(1, V.required).regex(EMAIL_PATTERN, V.email),
});

export const refreshSchema = z.object({
  accessToken: z.string().max(4000).optional().default(''),
  refreshToken: z.string({ error: V.required }).min(1, V.required).max(200),
});

// ---------------------------------------------------------------- field rules for forms

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A required text field: 'This is a required field.' */
export const requiredText = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max);

/** An optional e-mail field. */
export const optionalEmail = () =>
  z.preprocess(blankToUndefined, z.string().trim().regex(EMAIL_PATTERN, V.email).optional());

/** An optional US phone number: 'This field should be a valid US phone number'. */
export const optionalUsPhone = () =>
  z.preprocess(blankToUndefined, z.string().trim().regex(US_PHONE_PATTERN, V.usPhone).optional());

/** An optional URL: 'Please enter a valid url.' */
export const optionalUrl = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      }, V.url)
      .optional(),
  );

/**
 * A number below 10,000,000,000,000,000 (spec 9), given as a number or numeric text; kept as an
 * exact decimal string. `kind` picks the amount or the value wording of the message.
 */
export const decimalField = (kind: 'amount' | 'value' = 'value') =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : blankToUndefined(v)),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/, V.numeric)
      .refine(
        // Only judged once numeric: zod runs refinements even after the pattern fails.
        (v) =>
          !/^-?\d+(\.\d+)?$/.test(v) || BigInt(v.replace(/^-/, '').split('.')[0]!) < MAX_AMOUNT,
        kind === 'amount' ? V.amountTooLarge : V.valueTooLarge,
      )
      .optional(),
  );

/** A calendar date as YYYY-MM-DD: 'Invalid date format'. */
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, V.dateFormat)
    .refine((v) => !Number.isNaN(Date.parse(v)), V.dateFormat);

/** The example form of the form-examples page, which shows every rule above at work. */
export const exampleFormSchema = z
  .object({
    name: requiredText(),
    email: optionalEmail(),
    phone: optionalUsPhone(),
    website: optionalUrl(),
    amount: decimalField('amount'),
    startDate: isoDate(),
    endDate: isoDate(),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: V.endBeforeStart,
    // Judge the range as soon as both dates are valid, whatever the other fields hold.
    when: ({ value }) => {
      const v = value as { startDate?: unknown; endDate?: unknown };
      return [v.startDate, v.endDate].every(
        (d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d),
      );
    },
  });
