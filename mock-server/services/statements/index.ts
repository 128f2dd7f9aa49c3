// The statement calls of spec 7 "Users" (DESIGN 5.6): the yearly statement, the plan
// contribution and accumulated value histories with their CSVs, and the policy/history bundle.
// Only published rows count; every call is about one participant in the caller's scope.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  TRANSACTION_TYPES,
  CONTRIBUTION_TYPES,
  type TransactionType,
} from '../../../src/domain/enums';
import { formatDate } from '../../../src/domain/dates';
import type {
  AccumulatedHistoryPage,
  AccumulatedHistoryRow,
  PlanContributionRow,
  PlanHistoryPage,
  PolicyHistoryBundle,
  YearlyStatement,
} from '../../../src/domain/api/statements';
import {
  periodRange,
  type AccumulatedHistoryFilter,
  type AccumulatedHistoryQuery,
  type PlanHistoryFilter,
  type PlanHistoryQuery,
  type StatementQuery,
} from '../../../src/domain/schemas/statements';
import { queryRows, type AppDb } from '../../db/connection';
import type { Clock } from '../../deps/clock';
import * as s from '../../db/schema';
import { pick } from '../../db/tables/columns';
import type { Principal, Scope } from '../access';
import { requirePermission } from '../access';
import { catalogText, type CatalogLanguage } from '../catalog';
import { CSV_BOM, csvLine } from '../csv';
import { ValidationError } from '../errors';
import { inIds, pagedResult } from '../lists';
import { allocationsOf, beneficiariesOf } from '../policyParts';
import { participantOf, type ParticipantRef } from './participant';
import { yearlyStatement, type StatementData } from './yearly';

/** The participant's policies with their carrier and product names. */
function statementPolicies(db: AppDb, clientId: number) {
  return db
    .select({
      ...pick(s.policies, 'id', 'policyNumber', 'carrierId'),
      carrierName: s.carriers.name,
      productName: s.products.productName,
      ...pick(
        s.policies,
        'accountLabel',
        'anniversaryDate',
        'status',
        'statusAppliedAsOf',
        'exchangedPolicyForId',
      ),
    })
    .from(s.policies)
    .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
    .leftJoin(s.products, eq(s.products.id, s.policies.productId))
    .where(eq(s.policies.clientId, clientId))
    .orderBy(s.policies.id);
}

/** The published values and transactions of the policies. */
async function publishedRows(db: AppDb, ids: number[]) {
  const values = await db
    .select(pick(s.accountValues, 'policyId', 'type', 'value', 'date'))
    .from(s.accountValues)
    .where(and(inIds(s.accountValues.policyId, ids), eq(s.accountValues.isPublished, true)));
  const transactions = await db
    .select(pick(s.transactions, 'policyId', 'type', 'value', 'date', 'isExchanged'))
    .from(s.transactions)
    .where(and(inIds(s.transactions.policyId, ids), eq(s.transactions.isPublished, true)));
  return {
    values: values.map((v) => ({ ...v, value: String(v.value) })),
    transactions: transactions.map((t) => ({ ...t, value: String(t.value) })),
  };
}

/** The beneficiaries (Primary before Contingent) and the allocations of the policies. */
async function beneficiariesAndAllocations(db: AppDb, ids: number[]) {
  return {
    beneficiaries: await beneficiariesOf(db, ids, 'primaryFirst'),
    allocations: await allocationsOf(db, ids, 'largestFirst'),
  };
}

/** Every row the statement reads, for one participant. */
export async function statementData(db: AppDb, p: ParticipantRef): Promise<StatementData> {
  const policies = await statementPolicies(db, p.clientId);
  const ids = policies.map((x) => x.id);
  const rows = await publishedRows(db, ids);
  const people = await beneficiariesAndAllocations(db, ids);
  const rates = await db.select().from(s.afrRates).orderBy(s.afrRates.year);
  return {
    participant: {
      clientId: p.clientId,
      userId: p.userId,
      name: p.name,
      planName: p.planName,
      employerName: p.employerName,
    },
    policies: policies.map((x) => ({ ...x, status: x.status })),
    ...rows,
    ...people,
    rates,
  };
}

/** Row cap of one CSV: a participant's history is a few thousand rows at most. */
const CSV_ROW_CAP = 200_000;

export class StatementService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  /** The yearly statement of spec 3 for the caller or, for staff, a participant in scope. */
  async statement(principal: Principal, scope: Scope, q: StatementQuery): Promise<YearlyStatement> {
    requirePermission(principal, 'statements', 'show');
    const asOf = q.asOf ?? this.today();
    if (asOf > this.today())
      throw new ValidationError({ field: 'asOf', key: 'validation.dateFormat' });
    if (q.year > Number(asOf.slice(0, 4))) {
      throw new ValidationError({ field: 'year', key: 'validation.invalid' });
    }
    const participant = await participantOf(this.db, scope, q.userId);
    return yearlyStatement(await statementData(this.db, participant), q.year, asOf);
  }

  // ------------------------------------------------------------ plan contribution history

  private async planWhere(
    scope: Scope,
    f: PlanHistoryFilter,
  ): Promise<{ where: SQL; p: ParticipantRef }> {
    const p = await participantOf(this.db, scope, f.userId);
    const { from, to } = periodRange(f.time, this.today());
    const policyIds = f.policiesId ?? f.policyIds;
    const types = f.contributionType ? [f.contributionType] : CONTRIBUTION_TYPES;
    const where = and(
      sql`po.client_id = ${p.clientId}`,
      sql`t.is_published`,
      sql`t.date between ${from}::date and ${to}::date`,
      sql`t.type in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
      policyIds ? inIds(sql`t.policy_id`, policyIds) : undefined,
    )!;
    return { where, p };
  }

  private planRows(where: SQL, order: SQL[], limit: number, offset: number) {
    return queryRows<Omit<PlanContributionRow, 'contributionTypeValue'>>(
      this.db,
      sql`select t.id, po.carrier_id as "carrierId", c.name as "carrierName", t.policy_id as "policyId",
            po.policy_number as "policyNumber", t.date::text as date, t.type as "contributionType",
            t.value::float8 as amount, t.is_exchanged as "isExchanged"
          from transactions t join policies po on po.id = t.policy_id join carriers c on c.id = po.carrier_id
          where ${where}
          order by ${sql.join(order, sql`, `)}
          limit ${limit} offset ${offset}`,
    );
  }

  private planOrder(q: { sortCriteria: PlanHistoryQuery['sortCriteria'] }): SQL[] {
    return sortedBy(
      q.sortCriteria,
      {
        date: sql`t.date`,
        policyNumber: sql`po.policy_number`,
        carrierName: sql`c.name`,
        contributionType: sql`t.type`,
        amount: sql`t.value`,
      },
      [sql`t.date desc`, sql`t.id desc`],
      sql`t.id asc`,
    );
  }

  async planHistory(
    principal: Principal,
    scope: Scope,
    q: PlanHistoryQuery,
  ): Promise<PlanHistoryPage> {
    requirePermission(principal, 'statements', 'list');
    const { where } = await this.planWhere(scope, q);
    const rows = await this.planRows(
      where,
      this.planOrder(q),
      q.pageSize,
      (q.pageNumber - 1) * q.pageSize,
    );
    const totals = await queryRows<{
      contributionType: TransactionType;
      amount: number;
      n: number;
    }>(
      this.db,
      sql`select t.type as "contributionType", sum(t.value)::float8 as amount, count(*)::int as n
          from transactions t join policies po on po.id = t.policy_id
          where ${where} group by t.type order by t.type`,
    );
    const [sum] = await queryRows<{ total: number }>(
      this.db,
      sql`select coalesce(sum(t.value), 0)::float8 as total
          from transactions t join policies po on po.id = t.policy_id where ${where}`,
    );
    const count = totals.reduce((n, t) => n + t.n, 0);
    return {
      ...pagedResult(q, count, rows.map(withTypeValue)),
      totals: totals.map(({ contributionType, amount }) => ({ contributionType, amount })),
      total: sum!.total,
    };
  }

  // ------------------------------------------------------------ accumulated value history

  private async accumulatedWhere(scope: Scope, f: AccumulatedHistoryFilter) {
    const p = await participantOf(this.db, scope, f.userId);
    const { from, to } = periodRange(f.time, this.today());
    const policyIds = f.policiesId ?? f.policyIds;
    return and(
      sql`po.client_id = ${p.clientId}`,
      sql`av.is_published`,
      sql`av.type in ('PlannedValue', 'LoanBalance', 'DeathBenefit')`,
      sql`av.date between ${from}::date and ${to}::date`,
      policyIds ? inIds(sql`av.policy_id`, policyIds) : undefined,
    )!;
  }

  /** One row per policy and valuation date, the three value types side by side. */
  private accumulatedRows(where: SQL, order: SQL, limit: number, offset: number) {
    return queryRows<AccumulatedHistoryRow>(
      this.db,
      sql`select min(av.id) as id,
            max(case when av.type = 'PlannedValue' then av.id end) as "accumulatedValueId",
            max(case when av.type = 'LoanBalance' then av.id end) as "loanBalanceId",
            max(case when av.type = 'DeathBenefit' then av.id end) as "totalDeathBenefitId",
            po.carrier_id as "carrierId", c.name as "carrierName", av.policy_id as "policyId",
            po.policy_number as "policyNumber", av.date::text as "valuationDate",
            max(case when av.type = 'PlannedValue' then av.value end)::float8 as "accumulatedValue",
            max(case when av.type = 'LoanBalance' then av.value end)::float8 as "loanBalance",
            max(case when av.type = 'DeathBenefit' then av.value end)::float8 as "totalDeathBenefit"
          from account_values av join policies po on po.id = av.policy_id join carriers c on c.id = po.carrier_id
          where ${where}
          group by av.policy_id, av.date, po.carrier_id, c.name, po.policy_number
          order by ${order}
          limit ${limit} offset ${offset}`,
    );
  }

  private accumulatedOrder(q: { sortCriteria: AccumulatedHistoryQuery['sortCriteria'] }): SQL {
    const order = sortedBy(
      q.sortCriteria,
      {
        valuationDate: sql`av.date`,
        policyNumber: sql`po.policy_number`,
        carrierName: sql`c.name`,
        accumulatedValue: sql`max(case when av.type = 'PlannedValue' then av.value end)`,
      },
      [sql`av.date desc`],
      sql`av.policy_id asc`,
    );
    return sql.join(order, sql`, `);
  }

  async accumulatedHistory(
    principal: Principal,
    scope: Scope,
    q: AccumulatedHistoryQuery,
  ): Promise<AccumulatedHistoryPage> {
    requirePermission(principal, 'statements', 'list');
    const where = await this.accumulatedWhere(scope, q);
    const rows = await this.accumulatedRows(
      where,
      this.accumulatedOrder(q),
      q.pageSize,
      (q.pageNumber - 1) * q.pageSize,
    );
    const [count] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (select 1 from account_values av join policies po on po.id = av.policy_id
          where ${where} group by av.policy_id, av.date) g`,
    );
    return pagedResult(q, count!.n, rows);
  }

  // ------------------------------------------------------------ CSV downloads

  async planHistoryCsv(
    principal: Principal,
    scope: Scope,
    f: PlanHistoryFilter & { lang?: CatalogLanguage },
  ): Promise<{ fileName: string; text: string }> {
    requirePermission(principal, 'statements', 'export');
    const { where } = await this.planWhere(scope, f);
    const rows = await this.planRows(where, [sql`t.date desc`, sql`t.id desc`], CSV_ROW_CAP, 0);
    const lang = f.lang ?? 'en';
    const label = (key: string) => catalogText(lang, `exports.planHistory.${key}`);
    const lines = [
      csvLine(['date', 'carrier', 'policyNumber', 'contributionType', 'amount'].map(label)),
      ...rows.map((r) =>
        csvLine([
          formatDate(r.date, lang),
          r.carrierName,
          r.policyNumber,
          catalogText(lang, `transactionTypes.${r.contributionType}`),
          r.amount,
        ]),
      ),
    ];
    return { fileName: `plan-contributions-${f.time}.csv`, text: CSV_BOM + lines.join('') };
  }

  async accumulatedHistoryCsv(
    principal: Principal,
    scope: Scope,
    f: AccumulatedHistoryFilter & { lang?: CatalogLanguage },
  ): Promise<{ fileName: string; text: string }> {
    requirePermission(principal, 'statements', 'export');
    const where = await this.accumulatedWhere(scope, f);
    const rows = await this.accumulatedRows(
      where,
      sql`av.date desc, av.policy_id asc`,
      CSV_ROW_CAP,
      0,
    );
    const lang = f.lang ?? 'en';
    const label = (key: string) => catalogText(lang, `exports.accumulatedHistory.${key}`);
    const lines = [
      csvLine(
        [
          'valuationDate',
          'carrier',
          'policyNumber',
          'accumulatedValue',
          'loanBalance',
          'deathBenefit',
        ].map(label),
      ),
      ...rows.map((r) =>
        csvLine([
          formatDate(r.valuationDate, lang),
          r.carrierName,
          r.policyNumber,
          r.accumulatedValue,
          r.loanBalance,
          r.totalDeathBenefit,
        ]),
      ),
    ];
    return { fileName: `accumulated-value-history-${f.time}.csv`, text: CSV_BOM + lines.join('') };
  }

  /** POST /api/users/plant-contributions/{time}/{userId}: spec 3's policy/history bundle. */
  async bundle(
    principal: Principal,
    scope: Scope,
    time: string,
    userId: number,
  ): Promise<PolicyHistoryBundle> {
    requirePermission(principal, 'statements', 'list');
    const p = await participantOf(this.db, scope, userId);
    const policies = await this.db
      .select({
        ...pick(s.policies, 'id', 'policyNumber', 'carrierId'),
        carrierName: s.carriers.name,
        status: s.policies.status,
      })
      .from(s.policies)
      .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
      .where(eq(s.policies.clientId, p.clientId))
      .orderBy(asc(s.policies.policyNumber));
    const carrierIds = [...new Set(policies.map((x) => x.carrierId))];
    const carriers = await this.db
      .select(pick(s.carriers, 'id', 'name', 'city', 'state', 'isActive'))
      .from(s.carriers)
      .where(inIds(s.carriers.id, carrierIds))
      .orderBy(s.carriers.name);
    const { where } = await this.planWhere(scope, { time, userId });
    const contributions = await this.planRows(
      where,
      [sql`t.date desc`, sql`t.id desc`],
      CSV_ROW_CAP,
      0,
    );
    const accumulated = await this.accumulatedRows(
      await this.accumulatedWhere(scope, { time, userId }),
      sql`av.date desc, av.policy_id asc`,
      CSV_ROW_CAP,
      0,
    );
    return {
      carriers,
      policies,
      planContributionHistory: contributions.map(withTypeValue),
      accumulatedValuesHistory: accumulated,
    };
  }
}

/**
 * ORDER BY terms for sort criteria over the list's own expressions (the queries alias their
 * tables); an unknown key is 400, the tiebreaker keeps pages apart.
 */
function sortedBy(
  criteria: readonly { sortKey: string; isDescending: boolean }[],
  keys: Record<string, SQL>,
  fallback: SQL[],
  tiebreaker: SQL,
): SQL[] {
  const parts: SQL[] = [];
  for (const c of criteria) {
    // Own keys only: `__proto__` or `toString` name no column.
    const column = Object.hasOwn(keys, c.sortKey) ? keys[c.sortKey] : undefined;
    if (!column) throw new ValidationError({ field: 'sortCriteria', key: 'validation.invalid' });
    parts.push(c.isDescending ? sql`${column} desc` : sql`${column} asc`);
  }
  return [...(parts.length === 0 ? fallback : parts), tiebreaker];
}

const withTypeValue = (
  r: Omit<PlanContributionRow, 'contributionTypeValue'>,
): PlanContributionRow => ({
  ...r,
  contributionTypeValue: TRANSACTION_TYPES.indexOf(r.contributionType),
});
