// A policy's beneficiaries and fund allocations: one read of each, used by the policy detail, the
// policy's audit snapshot and the statement.
import { desc, eq, sql, type Column } from 'drizzle-orm';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { inIds } from './lists';

const percentOf = (column: Column) => sql<number>`${column}::float8`;

/**
 * The beneficiaries of the policies, in the order they were entered or, for the statement,
 * Primary before Contingent.
 */
export function beneficiariesOf(
  db: AppDb,
  policyIds: number[],
  order: 'entered' | 'primaryFirst' = 'entered',
) {
  const b = s.beneficiaries;
  return db
    .select({
      id: b.id,
      policyId: b.policyId,
      name: b.name,
      type: b.type,
      percent: percentOf(b.percent),
    })
    .from(b)
    .where(inIds(b.policyId, policyIds))
    .orderBy(...(order === 'primaryFirst' ? [desc(b.type), b.id] : [b.id]));
}

/** The fund allocations of the policies, in the order entered or the largest first. */
export function allocationsOf(
  db: AppDb,
  policyIds: number[],
  order: 'entered' | 'largestFirst' = 'entered',
) {
  const a = s.allocations;
  return db
    .select({
      id: a.id,
      policyId: a.policyId,
      investmentId: a.investmentId,
      investmentName: s.investments.investmentName,
      percent: percentOf(a.percent),
    })
    .from(a)
    .innerJoin(s.investments, eq(s.investments.id, a.investmentId))
    .where(inIds(a.policyId, policyIds))
    .orderBy(...(order === 'largestFirst' ? [desc(a.percent), a.id] : [a.id]));
}

/** A row without the policy it belongs to (the detail lists one policy's rows). */
export const withoutPolicy = <T extends { policyId: number }>({ policyId: _, ...rest }: T) => rest;
