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
