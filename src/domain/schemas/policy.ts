// A participant's policy as the policy editor and save-user take it (spec 3 "Policy, full": the
// fields a person enters), with its beneficiaries and allocations and the rules of spec 5.
import { z } from 'zod';
import {
  ACCOUNT_VALUE_TYPES,
  BENEFICIARY_TYPES,
  POLICY_STATUSES,
  TRANSACTION_TYPES,
} from '../enums';
import { V } from '../validation';
import {
  BIRTH_DAYS,
  dayField,
  decimalField,
  idField,
  MAX_DECIMAL_LENGTH,
  optionalText,
  orRequired,
  requiredDay,
  requiredText,
  saveId,
} from './common';
import { noDuplicates } from './duplicates';

/** A percentage as whole ten-thousandths, so that sums are exact ('33.3333' → 333333). */
export function percentUnits(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const text = typeof value === 'number' ? value.toFixed(4) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,4}))?\d*$/.exec(text);
  if (!match) return NaN;
  const units = Number(match[2]) * 10000 + Number((match[3] ?? '').padEnd(4, '0'));
  return match[1] ? -units : units;
}

const HUNDRED = percentUnits('100');

/** A share of a policy, more than 0 and at most 100 %. */
const shareField = () =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: orRequired(V.numeric) })
      .min(1, V.required)
      .max(MAX_DECIMAL_LENGTH, V.numeric)
      .regex(/^\d+(\.\d+)?$/, V.numeric)
      .refine((t) => {
        const units = percentUnits(t);
        return units > 0 && units <= HUNDRED;
      }, V.beneficiaryPercent),
  );

export const beneficiaryInputSchema = z.object({
  id: saveId(),
  name: requiredText(200),
  type: z.enum(BENEFICIARY_TYPES, { error: orRequired(V.invalid) }),
  percent: shareField(),
});
export type BeneficiaryInput = z.infer<typeof beneficiaryInputSchema>;

export const allocationInputSchema = z.object({
  id: saveId(),
  investmentId: idField(),
  percent: shareField(),
});
export type AllocationInput = z.infer<typeof allocationInputSchema>;

const total = (items: readonly { percent: string }[]) =>
  items.reduce((sum, b) => sum + percentUnits(b.percent), 0);

/**
 * A list of a policy (spec 5): at least one item (`atLeastOne` otherwise), at most 100, the
 * `unique` property once (at each duplicate), then the list's own `check` once it has items.
 */
const policyList = <T extends z.ZodType<{ percent: string }>>(
  item: T,
  {
    atLeastOne,
    unique: [property, message],
    check,
  }: {
    atLeastOne: string;
    unique: [keyof z.output<T> & string, string];
    check: (items: z.output<T>[], ctx: z.RefinementCtx) => void;
  },
) =>
  z
    .array(item, { error: atLeastOne })
    .min(1, atLeastOne)
    .max(100)
    .superRefine(noDuplicates<z.output<T>>(property, message))
    .superRefine((items, ctx) => {
      if (items.length > 0) check(items, ctx);
    });

/**
 * Spec 5: at least one beneficiary; at least one primary; the primaries add up to 100 %; names
 * unique (at each duplicate). Contingent beneficiaries, when there are any, add up to 100 % too.
 */
export const beneficiariesSchema = policyList(beneficiaryInputSchema, {
  atLeastOne: V.atLeastOneBeneficiary,
  unique: ['name', V.beneficiaryNameUnique],
  check: (items, ctx) => {
    const primaries = items.filter((b) => b.type === 'Primary');
    const contingents = items.filter((b) => b.type === 'Contingent');
    if (primaries.length === 0) {
      ctx.addIssue({ code: 'custom', message: V.atLeastOnePrimary, path: [] });
    } else if (total(primaries) !== HUNDRED) {
      ctx.addIssue({ code: 'custom', message: V.primaryTotal, path: [] });
    }
    if (contingents.length > 0 && total(contingents) !== HUNDRED) {
      ctx.addIssue({ code: 'custom', message: V.contingentTotal, path: [] });
    }
  },
});

/** Spec 5: at least one allocation; they add up to 100 %; each investment option once. */
export const allocationsSchema = policyList(allocationInputSchema, {
  atLeastOne: V.atLeastOneAllocation,
  unique: ['investmentId', V.allocationInvestmentUnique],
  check: (items, ctx) => {
    if (total(items) !== HUNDRED) {
      ctx.addIssue({ code: 'custom', message: V.allocationTotal, path: [] });
    }
  },
});

/** The statuses a person sets; Exchanged comes only from an exchange. */
export const SETTABLE_POLICY_STATUSES = POLICY_STATUSES.filter((s) => s !== 'Exchanged');

/** The fields of a policy a person enters, without whose it is (shared by save and exchange). */
export const policyFieldsSchema = z.object({
  policyNumber: requiredText(50),
  carrierId: idField(),
  productId: idField().nullish(),
  /** The participant's plan; absent takes the participant's division. */
  divisionId: idField().nullish(),
  accountLabel: optionalText(200),
  anniversaryDate: dayField(),
  agent: optionalText(200),
  isCoInsured: z.boolean({ error: V.invalid }).default(false),
  coInsuredName: optionalText(200),
  coInsuredBirthDay: dayField(BIRTH_DAYS),
  status: z
    .enum(POLICY_STATUSES, { error: V.invalid })
    .default('Active')
    .refine((s) => s !== 'Exchanged', V.exchangedThroughExchange),
  statusAppliedAsOf: dayField(),
  isShowPolicy: z.boolean({ error: V.invalid }).default(true),
  beneficiaries: beneficiariesSchema,
  allocations: allocationsSchema,
});

export const savePolicySchema = policyFieldsSchema.extend({
  /** Absent or 0 creates the policy. */
  id: saveId(),
  clientId: idField(),
});
export type SavePolicyInput = z.infer<typeof savePolicySchema>;

const userPolicySchema = policyFieldsSchema.extend({ id: saveId() });
const policyReference = z.object({ id: idField() });
export type UserPolicyItem = z.infer<typeof userPolicySchema> | { id: number; keep: true };

/**
 * save-user's policies[]: an item with beneficiaries or allocations is a full policy and is saved
 * (created without an id); a reference as the user detail gives it ({ id, policyNumber, … })
 * leaves that policy as stored. Messages keep their place (policies.0.beneficiaries…).
 */
export const userPoliciesSchema = z
  .array(z.unknown(), { error: V.invalid })
  .max(100)
  .transform((items, ctx) =>
    items.map((item, index): UserPolicyItem => {
      const full =
        !!item && typeof item === 'object' && ('beneficiaries' in item || 'allocations' in item);
      const parsed = full ? userPolicySchema.safeParse(item) : policyReference.safeParse(item);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
        }
        return { id: 0, keep: true };
      }
      return full
        ? (parsed.data as z.infer<typeof userPolicySchema>)
        : { id: (parsed.data as { id: number }).id, keep: true };
    }),
  );

/** POST /api/policies/{id}/exchange: the new policy and the day it takes over (1035 exchange). */
export const exchangePolicySchema = policyFieldsSchema.extend({
  exchangeDate: requiredDay(),
});
export type ExchangePolicyInput = z.infer<typeof exchangePolicySchema>;

/** A required decimal number, kept as exact text. */
const requiredDecimal = (tooLarge: string) =>
  decimalField(tooLarge)
    .refine((v) => v !== null && v !== undefined, V.required)
    .transform((v) => v as string);

/** A history row an Admin enters by hand (an accumulated value of a valuation date). */
export const addAccumulatedValueSchema = z.object({
  valuationDate: requiredDay(),
  accumulatedValue: requiredDecimal(V.valueTooLarge),
  loanBalance: decimalField(),
  totalDeathBenefit: decimalField(),
  isPublished: z.boolean({ error: V.invalid }).default(false),
});
export type AddAccumulatedValueInput = z.infer<typeof addAccumulatedValueSchema>;

/** A contribution or other transaction an Admin enters by hand. */
export const addTransactionSchema = z.object({
  date: requiredDay(),
  type: z.enum(TRANSACTION_TYPES, { error: orRequired(V.invalid) }),
  amount: requiredDecimal(V.amountTooLarge),
  isPublished: z.boolean({ error: V.invalid }).default(false),
});
export type AddTransactionInput = z.infer<typeof addTransactionSchema>;

/** The filters of a policy's accumulated values and transactions. */
export const historyRowsQuerySchema = z.object({
  pageSize: z.coerce.number({ error: V.invalid }).int().min(1).max(1000).default(25),
  pageNumber: z.coerce.number({ error: V.invalid }).int().min(1).max(100000).default(1),
  from: dayField(),
  to: dayField(),
  type: z.enum([...TRANSACTION_TYPES, ...ACCOUNT_VALUE_TYPES], { error: V.invalid }).optional(),
  isPublished: z.enum(['true', 'false'], { error: V.invalid }).optional(),
});
export type HistoryRowsQuery = z.infer<typeof historyRowsQuerySchema>;

/** The deletes of history rows: one id (query) or many (body). */
export const deleteOneSchema = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    idField(),
  ),
});
export const deleteManySchema = z.object({
  ids: z
    .array(idField(), { error: orRequired(V.invalid) })
    .min(1, V.required)
    .max(1000),
});

/** GET /api/policies/health: narrowed to an organization or a plan. */
export const policyHealthQuerySchema = z.object({
  employerId: z
    .preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), idField())
    .optional(),
  divisionId: z
    .preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), idField())
    .optional(),
});
