// Validation rules of spec section 5, shared by the forms and the API. Messages are translation
// keys (catalog `portal`, section `validation`); the English texts are the spec's, word for word.
import { z } from 'zod';
import { EMAIL_PATTERN, V, isStrongPassword } from './rules';
// Installs the shared answer for missing required values (see orRequired).
import './schemas/common';

export * from './rules';

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
