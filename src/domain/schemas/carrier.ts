// A carrier as save-carrier takes it (spec 3 "Carrier detail"): its own fields and bank details,
// with its contacts, investment options and products, saved as a whole in one call.
import { z } from 'zod';
import { contactSchema } from './contact';
import { V } from '../validation';
import { idField, saveId } from './common';
import { noDuplicates } from './duplicates';
import { carrierEntity } from '../entities/carrier';
import { investmentEntity, productEntity } from '../entities/carrierItems';
import { schemaOf } from '../entities/entity';

export const carrierContactSchema = contactSchema;

/** An investment option inside save-carrier: absent or 0 adds one, an id keeps (and updates) it. */
export const investmentInputSchema = schemaOf(investmentEntity)
  .omit({ carrierId: true })
  .extend({ id: saveId() });

/** A product inside save-carrier (the carrier is the one saved). */
export const productInputSchema = schemaOf(productEntity)
  .omit({ carrierId: true })
  .extend({ id: saveId() });

/**
 * POST /api/products/save-product: one product of a carrier, on its own (the description's
 * fields, the carrier included). Absent or 0 id creates it; the name is unique within the
 * carrier (V.productNameUnique).
 */
export const saveProductSchema = schemaOf(productEntity).extend({ id: saveId() });
export type SaveProductInput = z.infer<typeof saveProductSchema>;

/** POST /api/investments/save-investment: one investment option of a carrier, on its own. */
export const saveInvestmentSchema = schemaOf(investmentEntity).extend({ id: saveId() });
export type SaveInvestmentInput = z.infer<typeof saveInvestmentSchema>;

export const saveCarrierSchema = schemaOf(carrierEntity).extend({
  id: saveId(),
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
