// The investment options and products a carrier save leaves out: removed, unless policies use
// them and the body does not confirm (409); confirmed, the policies lose the product and the
// allocations to the option go, each change audited.
import { eq, sql } from 'drizzle-orm';
import { localeDetail } from '../../../src/domain/problem';
import type { CarrierRemovalConflict, RemovalInUse } from '../../../src/domain/api/carriers';
import type { SaveCarrierInput } from '../../../src/domain/schemas/carrier';
import { V } from '../../../src/domain/validation';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import type { Principal } from '../access';
import { auditChange } from '../audit';
import { ConflictError, ValidationError } from '../errors';
import { inIds } from '../lists';

type Tx = AppDb;
type Option = { id: number; name: string };

/** Ids of the body's nested records must be the carrier's own (none, for a new carrier). */
function assertOwnIds(
  field: 'investments' | 'products' | 'contacts',
  items: readonly { id?: number }[],
  ownIds: ReadonlySet<number>,
): void {
  items.forEach((item, i) => {
    if (item.id && !ownIds.has(item.id)) {
      throw new ValidationError({ field: `${field}.${i}.id`, key: V.invalid });
    }
  });
}

/**
 * Removes the carrier's investment options and products that the body leaves out. Those still
 * used by policies stop the save with 409 unless the body confirms; confirmed, the policies lose
 * the product and the allocations go, one audit row per change.
 */
export async function removeOptions(
  tx: Tx,
  principal: Principal,
  carrierId: number,
  input: SaveCarrierInput,
  created: boolean,
): Promise<{ investments: number[]; products: number[] }> {
  if (created) {
    assertOwnIds('investments', input.investments, new Set());
    assertOwnIds('products', input.products, new Set());
    assertOwnIds('contacts', input.contacts, new Set());
    return { investments: [], products: [] };
  }
  const { investments, products } = await lockOwnOptions(tx, carrierId, input);
  const keptInvestments = new Set(input.investments.map((i) => i.id));
  const keptProducts = new Set(input.products.map((p) => p.id));
  const removedInvestments = investments.filter((i) => !keptInvestments.has(i.id));
  const removedProducts = products.filter((p) => !keptProducts.has(p.id));
  const investmentIds = removedInvestments.map((i) => i.id);
  const productIds = removedProducts.map((p) => p.id);

  const conflict = await removalConflict(tx, removedInvestments, removedProducts);
  const needsConfirmation = conflict.investments.length + conflict.products.length > 0;
  if (needsConfirmation && !input.confirmRemovals) {
    throw new ConflictError(localeDetail('errors.carrierRemovalsInUse'), { ...conflict });
  }

  if (productIds.length > 0) await unlinkProducts(tx, principal, carrierId, productIds);
  if (investmentIds.length > 0) {
    await dropAllocations(tx, principal, carrierId, investmentIds);
    await tx.delete(s.investments).where(inIds(s.investments.id, investmentIds));
  }
  if (productIds.length > 0) {
    await tx.delete(s.products).where(inIds(s.products.id, productIds));
  }
  return { investments: investmentIds, products: productIds };
}

/**
 * The carrier's options and products, locked for the save; the ids of the body's nested records
 * must be among the carrier's own.
 */
async function lockOwnOptions(
  tx: Tx,
  carrierId: number,
  input: SaveCarrierInput,
): Promise<{ investments: Option[]; products: Option[] }> {
  const investments = await tx
    .select({ id: s.investments.id, name: s.investments.investmentName })
    .from(s.investments)
    .where(eq(s.investments.carrierId, carrierId))
    .for('update');
  const products = await tx
    .select({ id: s.products.id, name: s.products.productName })
    .from(s.products)
    .where(eq(s.products.carrierId, carrierId))
    .for('update');
  const contacts = await tx
    .select({ id: s.carrierContacts.id })
    .from(s.carrierContacts)
    .where(eq(s.carrierContacts.carrierId, carrierId));
  assertOwnIds('investments', input.investments, new Set(investments.map((r) => r.id)));
  assertOwnIds('products', input.products, new Set(products.map((r) => r.id)));
  assertOwnIds('contacts', input.contacts, new Set(contacts.map((r) => r.id)));
  return { investments, products };
}

/** The removed options with allocations and the removed products with policies, and how many. */
async function removalConflict(
  tx: Tx,
  removedInvestments: Option[],
  removedProducts: Option[],
): Promise<CarrierRemovalConflict> {
  const allocationCounts = await tx
    .select({
      id: s.allocations.investmentId,
      policyCount: sql<number>`count(distinct ${s.allocations.policyId})::int`,
    })
    .from(s.allocations)
    .where(
      inIds(
        s.allocations.investmentId,
        removedInvestments.map((i) => i.id),
      ),
    )
    .groupBy(s.allocations.investmentId);
  const policyCounts = await tx
    .select({ id: sql<number>`${s.policies.productId}`, policyCount: sql<number>`count(*)::int` })
    .from(s.policies)
    .where(
      inIds(
        s.policies.productId,
        removedProducts.map((p) => p.id),
      ),
    )
    .groupBy(s.policies.productId);
  const inUse = (
    removed: Option[],
    counts: { id: number; policyCount: number }[],
  ): RemovalInUse[] =>
    removed.flatMap((r) => {
      const policyCount = counts.find((c) => c.id === r.id)?.policyCount ?? 0;
      return policyCount > 0 ? [{ ...r, policyCount }] : [];
    });
  return {
    investments: inUse(removedInvestments, allocationCounts),
    products: inUse(removedProducts, policyCounts),
  };
}

/** The policies written on the removed products lose the product, one audit row each. */
async function unlinkProducts(
  tx: Tx,
  principal: Principal,
  carrierId: number,
  productIds: number[],
): Promise<void> {
  const unlinked = await tx
    .select({ id: s.policies.id, productId: s.policies.productId })
    .from(s.policies)
    .where(inIds(s.policies.productId, productIds))
    .for('update');
  await tx
    .update(s.policies)
    .set({ productId: null })
    .where(inIds(s.policies.productId, productIds));
  for (const policy of unlinked) {
    await auditChange(tx, principal, 'update', 'policies', policy.id, {
      before: { productId: policy.productId },
      after: { productId: null },
      reason: 'productRemoved',
      carrierId,
    });
  }
}

/** The allocations to the removed investment options go, one audit row each. */
async function dropAllocations(
  tx: Tx,
  principal: Principal,
  carrierId: number,
  investmentIds: number[],
): Promise<void> {
  const dropped = await tx
    .delete(s.allocations)
    .where(inIds(s.allocations.investmentId, investmentIds))
    .returning({
      ...pick(s.allocations, 'id', 'policyId', 'investmentId', 'percent'),
    });
  for (const allocation of dropped) {
    await auditChange(tx, principal, 'delete', 'allocations', allocation.id, {
      ...allocation,
      reason: 'investmentRemoved',
      carrierId,
    });
  }
}
