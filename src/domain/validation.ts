// Validation rules of spec section 5, shared by the forms and the API. Messages are translation
// keys (catalog `portal`, section `validation`); the English texts are the spec's, word for word.
import { z } from 'zod';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, V, isStrongPassword } from './rules';
// Installs the shared answer for missing required values (see orRequired).
import './schemas/common';

export * from './rules';

/** Longer than any real password; bounds the hashing work a request can ask for. */
export const MAX_PASSWORD_LENGTH = 1000;

/**
 * An e-mail address field. The length check aborts the rest, so the pattern never sees more
 * than a real address (blanks around it aside, which the trim removes).
 */
const emailText = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .max(MAX_EMAIL_LENGTH * 2, { error: invalid, abort: true })
    .trim()
    .min(1, required)
    .max(MAX_EMAIL_LENGTH, { error: invalid, abort: true })
    .regex(EMAIL_PATTERN, invalid);

export const loginSchema = z.object({
  email: emailText(V.emailRequired, V.invalidEmail),
  password: z
    .string({ error: V.passwordRequired })
    .min(1, V.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, V.invalid),
});

export const newPasswordSchema = z
  .string({ error: V.required })
  .min(1, V.required)
  .max(MAX_PASSWORD_LENGTH, { error: V.password, abort: true })
  .refine(isStrongPassword, V.password);

export const setPasswordSchema = z.object({
  userEmail: emailText(V.required, V.email),
  password: newPasswordSchema,
  token: z.string({ error: V.required }).min(1, V.required).max(200),
});

export const validateTokenSchema = z.object({
  token: z.string({ error: V.required }).min(1, V.required).max(200),
  resetPassword: z.boolean().default(false),
});

export const forgotPasswordSchema = z.object({
  email: emailText(V.required, V.email),
});

export const refreshSchema = z.object({
  accessToken: z.string().max(4000).optional().default(''),
  refreshToken: z.string({ error: V.required }).min(1, V.required).max(200),
});
