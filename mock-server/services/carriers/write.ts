// The writes of a carrier save: the kept account number, the investment options and products
// (kept ones renamed aside first) and the unique names a concurrent save may break.
import { eq, sql } from 'drizzle-orm';
import { isMaskedAccountNumber, maskAccountNumber } from '../../../src/domain/bankAccount';
import type { SaveCarrierInput } from '../../../src/domain/schemas/carrier';
import { V } from '../../../src/domain/validation';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { ValidationError } from '../errors';
import { inIds, rethrowTaken } from '../lists';

type Tx = AppDb;

/**
 * The account number to store: a new number as typed; the masked value of the stored number
 * keeps it; any other masked value names no number the caller was shown (invalid).
 */
export function keptAccountNumber(
  value: string | null | undefined,
  stored: string | null,
): string | null | undefined {
  if (!value || !isMaskedAccountNumber(value)) return value;
  if (stored && maskAccountNumber(stored) === value) return stored;
  throw new ValidationError({ field: 'accountNumber', key: V.accountNumber });
}

/**
 * Gives the kept options and products a provisional name unique by their id, so that names
 * swapped or passed on between them in one save (A→B, B→A) never meet the unique index halfway.
 */
export async function setAsideKeptNames(tx: Tx, input: SaveCarrierInput): Promise<void> {
  const investmentIds = input.investments.flatMap((i) => (i.id ? [i.id] : []));
  const productIds = input.products.flatMap((p) => (p.id ? [p.id] : []));
  if (investmentIds.length > 0) {
    await tx
      .update(s.investments)
      .set({ investmentName: sql`'#' || ${s.investments.id}` })
      .where(inIds(s.investments.id, investmentIds));
  }
  if (productIds.length > 0) {
    await tx
      .update(s.products)
      .set({ productName: sql`'#' || ${s.products.id}` })
      .where(inIds(s.products.id, productIds));
  }
}

/** Updates the kept investment options and inserts the new ones. */
export async function writeInvestments(
  tx: Tx,
  carrierId: number,
  items: SaveCarrierInput['investments'],
): Promise<void> {
  for (const i of items) {
    const fields = {
      investmentName: i.investmentName,
      type: i.type ?? null,
      percentage: i.percentage ?? null,
    };
    if (i.id) {
      await tx.update(s.investments).set(fields).where(eq(s.investments.id, i.id));
    } else {
      await tx.insert(s.investments).values({ ...fields, carrierId });
    }
  }
}

/** Updates the kept products and inserts the new ones. */
export async function writeProducts(
  tx: Tx,
  carrierId: number,
  items: SaveCarrierInput['products'],
): Promise<void> {
  for (const p of items) {
    if (p.id) {
      await tx
        .update(s.products)
        .set({ productName: p.productName })
        .where(eq(s.products.id, p.id));
    } else {
      await tx.insert(s.products).values({ productName: p.productName, carrierId });
    }
  }
}

/** A unique name broken by a concurrent save answers like the checks that came before it. */
export function rethrowTakenName(err: unknown): never {
  rethrowTaken(err, {
    carriers_name_lower_uq: { field: 'name', key: V.carrierNameTaken },
    investments_carrier_name_uq: { field: 'investments', key: V.investmentNameUnique },
    products_carrier_name_uq: { field: 'products', key: V.productNameUnique },
  });
}
