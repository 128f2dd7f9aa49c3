// A carrier as save-carrier takes it (spec 3 "Carrier detail"): its own fields and bank details,
// with its contacts, investment options and products, saved as a whole in one call.
import { z } from 'zod';
import { ACCOUNT_NUMBER, isMaskedAccountNumber, isValidRoutingNumber } from '../bankAccount';
import { visibleName } from '../text';
import { V } from '../validation';
import {
  idField,
  optionalEmail,
  optionalText,
  orRequired,
  percentField,
  phoneField,
  requiredText,
  saveId,
  urlField,
} from './common';
import { noDuplicates } from './duplicates';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An optional ABA routing number ('Please enter a valid routing number.'). */
const routingField = () =>
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
const accountNumberField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.replace(/[\s-]/g, '')) : v),
    z
      .string({ error: V.accountNumber })
      .max(40, V.accountNumber)
      .refine((t) => ACCOUNT_NUMBER.test(t) || isMaskedAccountNumber(t), V.accountNumber)
      .nullish(),
  );

export const carrierContactSchema = z.object({
  id: saveId(),
  firstName: visibleName(100),
  lastName: visibleName(100),
  position: optionalText(200),
  phone: phoneField(),
  email: optionalEmail(),
});

export const investmentInputSchema = z.object({
  /** Absent or 0 adds an investment option; an id keeps (and updates) that option. */
  id: saveId(),
  investmentName: requiredText(200),
  type: optionalText(100),
  /** The option's rate, a percentage. */
  percentage: percentField(),
});

export const productInputSchema = z.object({
  id: saveId(),
  productName: requiredText(200),
});

/**
 * POST /api/products/save-product: one product of a carrier, on its own. Absent or 0 id creates
 * it; the name is unique within the carrier (V.productNameUnique).
 */
export const saveProductSchema = productInputSchema.extend({ carrierId: idField() });
export type SaveProductInput = z.infer<typeof saveProductSchema>;

/** POST /api/investments/save-investment: one investment option of a carrier, on its own. */
export const saveInvestmentSchema = investmentInputSchema.extend({ carrierId: idField() });
export type SaveInvestmentInput = z.infer<typeof saveInvestmentSchema>;

export const saveCarrierSchema = z.object({
  id: saveId(),
  name: requiredText(200),
  city: optionalText(100),
  state: optionalText(50),
  address1: optionalText(200),
  address2: optionalText(200),
  zipCode: optionalText(20),
  documentUrl: urlField(),
  bankName: optionalText(200),
  bankAddress: optionalText(300),
  routing: routingField(),
  accountNumber: accountNumberField(),
  accountName: optionalText(200),
  notes: optionalText(4000),
  isActive: z.boolean({ error: orRequired(V.invalid) }).default(true),
  contacts: z.array(carrierContactSchema, { error: V.invalid }).max(100).default([]),
  investments: z
    .array(investmentInputSchema, { error: V.atLeastOneInvestment })
    .min(1, V.atLeastOneInvestment)
    .max(500)
    .superRefine(noDuplicates('investmentName', V.investmentNameUnique)),
  products: z
    .array(productInputSchema, { error: V.atLeastOneProduct })
    .min(1, V.atLeastOneProduct)
    .max(500)
    .superRefine(noDuplicates('productName', V.productNameUnique)),
  /**
   * The caller has been told which policies lose a removed product or their allocations to a
   * removed investment option (the 409 answer) and goes ahead.
   */
  confirmRemovals: z.boolean({ error: V.invalid }).default(false),
});
export type SaveCarrierInput = z.infer<typeof saveCarrierSchema>;

/** GET /api/investments/get-investment-detail and /api/products/get-product-detail: ?id= */
export const detailIdQuerySchema = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v),
    idField(),
  ),
});
