// The rules of a carrier's bank details: an ABA routing number and an account number that may
// come back as the mask the detail gave out.
import { z } from 'zod';
import { ACCOUNT_NUMBER, isMaskedAccountNumber, isValidRoutingNumber } from '../bankAccount';
import { V } from '../validation';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional ABA routing number ('Please enter a valid routing number.'). */
export const routingField = () =>
  z.preprocess(
    blank,
    z
      .string({ error: V.routingNumber })
      .trim()
      .max(20, V.routingNumber)
      .refine(isValidRoutingNumber, V.routingNumber)
      .nullish(),
  );

/**
 * An optional account number: 4 to 17 digits, or the masked value the detail gave out (which
 * keeps the stored number). Blanks and dashes typed between digit groups are dropped.
 */
export const accountNumberField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.replace(/[\s-]/g, '')) : v),
    z
      .string({ error: V.accountNumber })
      .max(40, V.accountNumber)
      .refine((t) => ACCOUNT_NUMBER.test(t) || isMaskedAccountNumber(t), V.accountNumber)
      .nullish(),
  );
