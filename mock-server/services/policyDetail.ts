// The parts of a policy's detail (spec 3 "Policy, full") read from the database: its heading
// (participant, division, carrier, product), its lists (beneficiaries, allocations, the carrier's
// investments and products), and the assembly of the answer with its computed figures.
import { eq, sql } from 'drizzle-orm';
import type {
  ExchangedPolicyRef,
  PolicyDetail,
  PolicyFigures,
} from '../../src/domain/api/policies';
import type { AppDb } from '../db/connection';
import * as s from '../db/schema';
import { asNumber } from './lists';
import { allocationsOf, beneficiariesOf, withoutPolicy } from './policyParts';
import { exchangedValuesCount } from './policyFigures';

type PolicyRow = typeof s.policies.$inferSelect;

/** The policy with the names around it. */
export async function policyHeading(db: AppDb, policyId: number) {
  const [row] = await db
    .select({
      policy: s.policies,
      clientName: sql<string>`${s.users.firstName} || ' ' || ${s.users.lastName}`,
      userId: s.users.id,
      employerName: s.employers.name,
      divisionName: s.divisions.name,
      planName: s.divisions.planName,
      carrierName: s.carriers.name,
      productName: s.products.productName,
      matchingContribution: asNumber(s.policies.matchingContribution),
      percentage: asNumber(s.policies.percentage),
    })
    .from(s.policies)
    .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
    .innerJoin(s.users, eq(s.users.id, s.participants.userId))
    .innerJoin(s.divisions, eq(s.divisions.id, s.policies.divisionId))
    .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
    .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
    .leftJoin(s.products, eq(s.products.id, s.policies.productId))
    .where(eq(s.policies.id, policyId));
  return row!;
}

/** Whether the policy's value adds to the plan's today (DESIGN 5.6 for an exchanged one). */
export async function valuesCount(
  db: AppDb,
  p: PolicyRow,
  allRows: boolean,
  today: string,
): Promise<boolean> {
  if (p.status !== 'Exchanged') return true;
  return p.exchangedPolicyForId !== null && exchangedValuesCount(db, p.id, allRows, today);
}

/** The policy's beneficiaries and allocations, and its carrier's investments and products. */
export async function policyLists(db: AppDb, policyId: number, carrierId: number) {
  const beneficiaries = (await beneficiariesOf(db, [policyId])).map(withoutPolicy);
  const allocations = (await allocationsOf(db, [policyId])).map(withoutPolicy);
  const investments = await db
    .select({ id: s.investments.id, investmentName: s.investments.investmentName })
    .from(s.investments)
    .where(eq(s.investments.carrierId, carrierId))
    .orderBy(s.investments.investmentName);
  const products = await db
    .select({ id: s.products.id, productName: s.products.productName })
    .from(s.products)
    .where(eq(s.products.carrierId, carrierId))
    .orderBy(s.products.productName);
  return { beneficiaries, allocations, investments, products };
}

/** The detail's answer from its parts. */
export function policyDetail(
  row: Awaited<ReturnType<typeof policyHeading>>,
  parts: {
    figures: Omit<PolicyFigures, 'receivable'>;
    receivable: number | null;
    refs: { successor: ExchangedPolicyRef | null; predecessors: ExchangedPolicyRef[] };
  } & Awaited<ReturnType<typeof policyLists>>,
): PolicyDetail {
  const p = row.policy;
  const { figures, receivable, refs, ...lists } = parts;
  return {
    id: p.id,
    clientId: p.clientId,
    clientName: row.clientName,
    userId: row.userId,
    employerName: row.employerName,
    divisionId: p.divisionId,
    divisionName: row.divisionName,
    planName: row.planName,
    isCoInsured: p.isCoInsured,
    coInsuredName: p.coInsuredName,
    coInsuredBirthDay: p.coInsuredBirthDay,
    matchingContribution: row.matchingContribution,
    percentage: row.percentage,
    carrierId: p.carrierId,
    carrierName: row.carrierName,
    policyNumber: p.policyNumber,
    agent: p.agent,
    accountLabel: p.accountLabel,
    anniversaryDate: p.anniversaryDate,
    isImport: p.isImport,
    productId: p.productId,
    productName: row.productName,
    status: p.status,
    statusAppliedAsOf: p.statusAppliedAsOf,
    isShowPolicy: p.isShowPolicy,
    exchangedPolicyForId: p.exchangedPolicyForId,
    exchangedPolicyFor: refs.successor,
    exchangedFrom: refs.predecessors,
    isFrozen: p.status === 'Exchanged',
    ...figures,
    receivable,
    ...lists,
  };
}
