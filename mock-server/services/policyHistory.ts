// The history rows of policies (spec 7 Policies): the history point at a month end, a
// participant's last valuation date, a policy's accumulated values and transactions with their
// published state and source file, the Admin's deletes and hand-entered rows (duplicates refused,
// spec 5). An exchanged policy's rows are frozen.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  AccumulatedValuePage,
  HistoryPoint,
  LastValuationDate,
  PlanContributionPage,
} from '../../src/domain/api/policies';
import type {
  AddAccumulatedValueInput,
  AddTransactionInput,
  HistoryRowsQuery,
} from '../../src/domain/schemas/policy';
import { V } from '../../src/domain/validation';
import { queryRows, type AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import { requirePermission, type Principal, type Scope } from './access';
import { auditChange } from './audit';
import { NotFoundError, ValidationError } from './errors';
import { brokenConstraint, inIds, pagedResult } from './lists';
import type { Clock } from '../deps/clock';
import { assertEntryAllowed, frozenError } from './entryRules';
import { assertPolicyVisible } from './policies';
import {
  CONTRIBUTION_TYPES,
  EMPLOYEE_CONTRIBUTION_TYPES,
  notStaged,
  rowsCondition,
  typeList,
} from './policyFigures';

const lastDayOf = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The month and year of a history point: 1..12 and 1900..2200, else 400 naming the part. */
export function monthYear(monthText: string, yearText: string): { month: number; year: number } {
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!(month >= 1 && month <= 12)) throw new ValidationError({ field: 'month', key: V.invalid });
  if (!(year >= 1900 && year <= 2200)) throw new ValidationError({ field: 'year', key: V.invalid });
  return { month, year };
}

export class PolicyHistoryService {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }

  /**
   * Spec 3 "History point" at the end of a month: the latest accumulated value and loan balance
   * on or before that day, and since the policy began the withdrawals (plan distributions) and the
   * contributions, the employee's (…EE) and the employer's (every other contribution type).
   */
  async historyPoint(
    principal: Principal,
    scope: Scope,
    month: number,
    year: number,
    policyId: number,
  ): Promise<HistoryPoint> {
    requirePermission(principal, 'policies', 'show');
    await assertPolicyVisible(this.db, scope, policyId);
    const end = lastDayOf(year, month);
    const rows = rowsCondition(scope.isAdmin, 'r');
    const latest = (type: string) =>
      sql`coalesce((select r.value from account_values r where r.policy_id = ${policyId}
        and r.type = ${type} and r.date <= ${end}::date and ${rows}
        order by r.date desc limit 1), 0)::float8`;
    const sum = (types: SQL) =>
      sql`(select coalesce(sum(r.value), 0)::float8 from transactions r
        where r.policy_id = ${policyId} and r.date <= ${end}::date and ${rows}
        and r.type in (${types}))`;
    const [r] = await queryRows<{
      loan: number;
      av: number;
      distributions: number;
      employee: number;
      total: number;
    }>(
      this.db,
      sql`select ${latest('LoanBalance')} as loan, ${latest('PlannedValue')} as av,
        ${sum(sql`'Withdrawal'`)} as distributions,
        ${sum(typeList(EMPLOYEE_CONTRIBUTION_TYPES))} as employee,
        ${sum(typeList(CONTRIBUTION_TYPES))} as total`,
    );
    const cents = (n: number) => Math.round(n * 100);
    return {
      month,
      year,
      loanBalance: r!.loan,
      accumualatedValue: r!.av,
      planDistributions: r!.distributions,
      totalContributions: {
        employeeContributions: r!.employee,
        employerContributions: (cents(r!.total) - cents(r!.employee)) / 100,
        totalContributions: r!.total,
      },
    };
  }

  /** The latest valuation date among a participant's policies (their accumulated values). */
  async lastValuationDate(
    principal: Principal,
    scope: Scope,
    clientId: number,
  ): Promise<LastValuationDate> {
    requirePermission(principal, 'policies', 'list');
    await scope.assertParticipantVisible(clientId);
    const [row] = await queryRows<{ date: string | null }>(
      this.db,
      sql`select max(r.date)::text as date from account_values r
          join policies p on p.id = r.policy_id
          where p.client_id = ${clientId} and r.type = 'PlannedValue'
            and ${rowsCondition(scope.isAdmin, 'r')}`,
    );
    return { clientId, lastValuationDate: row?.date ?? null };
  }

  private filters(q: HistoryRowsQuery): SQL {
    return sql.join(
      [
        notStaged('r'),
        q.from ? sql`r.date >= ${q.from}::date` : undefined,
        q.to ? sql`r.date <= ${q.to}::date` : undefined,
        q.isPublished ? sql`r.is_published = ${q.isPublished === 'true'}` : undefined,
      ].filter((c): c is SQL => c !== undefined),
      sql` and `,
    );
  }

  /** A policy's accumulated values, one row per valuation date, newest first. */
  async accumulatedValues(
    principal: Principal,
    scope: Scope,
    policyId: number,
    q: HistoryRowsQuery,
  ): Promise<AccumulatedValuePage> {
    requirePermission(principal, 'policy-history', 'list');
    await assertPolicyVisible(this.db, scope, policyId);
    const where = sql`r.policy_id = ${policyId} and ${this.filters(q)}`;
    // A type narrows the list to the dates that have a value of that type.
    const having = q.type ? sql`having bool_or(r.type = ${q.type})` : sql``;
    const [count] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from (select r.date from account_values r where ${where}
          group by r.date ${having}) d`,
    );
    const value = (type: string) => sql`max(case when r.type = ${type} then r.value end)::float8`;
    const id = (type: string) => sql`max(case when r.type = ${type} then r.id end)`;
    const rows = await queryRows<AccumulatedValuePage['rows'][number]>(
      this.db,
      sql`select coalesce(${id('PlannedValue')}, min(r.id)) as "id",
            ${id('PlannedValue')} as "accumulatedValueId",
            ${id('LoanBalance')} as "loanBalanceId",
            ${id('DeathBenefit')} as "totalDeathBenefitId",
            p.carrier_id as "carrierId", c.name as "carrierName", p.id as "policyId",
            p.policy_number as "policyNumber", r.date::text as "valuationDate",
            ${value('PlannedValue')} as "accumulatedValue", ${value('LoanBalance')} as "loanBalance",
            ${value('DeathBenefit')} as "totalDeathBenefit",
            ${value('TotalContributionValue')} as "totalContributionValue",
            bool_and(r.is_published) as "isPublished", max(r.import_file_id) as "importFileId",
            max(f.file_name) as "fileName"
          from account_values r
          join policies p on p.id = r.policy_id
          join carriers c on c.id = p.carrier_id
          left join import_files f on f.id = r.import_file_id
          where ${where}
          group by r.date, p.id, c.id ${having}
          order by r.date desc
          limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`,
    );
    return pagedResult(q, count!.n, rows);
  }

  /** A policy's transactions (plan contributions, loans, withdrawals…), newest first. */
  async transactions(
    principal: Principal,
    scope: Scope,
    policyId: number,
    q: HistoryRowsQuery,
  ): Promise<PlanContributionPage> {
    requirePermission(principal, 'policy-history', 'list');
    await assertPolicyVisible(this.db, scope, policyId);
    const where = sql`r.policy_id = ${policyId} and ${this.filters(q)}
      ${q.type ? sql`and r.type = ${q.type}` : sql``}`;
    const [count] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from transactions r where ${where}`,
    );
    const rows = await queryRows<PlanContributionPage['rows'][number]>(
      this.db,
      sql`select r.id, p.carrier_id as "carrierId", c.name as "carrierName",
            p.id as "policyId", p.policy_number as "policyNumber", r.date::text as "date",
            r.type as "contributionType", r.value::float8 as "amount",
            r.is_exchanged as "isExchanged", r.is_published as "isPublished",
            r.import_file_id as "importFileId", f.file_name as "fileName"
          from transactions r
          join policies p on p.id = r.policy_id
          join carriers c on c.id = p.carrier_id
          left join import_files f on f.id = r.import_file_id
          where ${where}
          order by r.date desc, r.id desc
          limit ${q.pageSize} offset ${(q.pageNumber - 1) * q.pageSize}`,
    );
    return pagedResult(q, count!.n, rows);
  }

  // ------------------------------------------------------------------ deletes (Admin)

  /**
   * Deletes accumulated-value rows: each id names one value of a policy and valuation date, and
   * the whole row of that date goes (accumulated value, loan balance, death benefit, total
   * contribution value). Every id must exist (else 404 and nothing changes); a frozen policy's
   * rows stay.
   */
  async deleteAccumulatedValues(principal: Principal, ids: readonly number[]): Promise<number> {
    requirePermission(principal, 'policy-history', 'delete');
    return this.db.transaction(async (tx) => {
      const picked = await tx
        .select(pick(s.accountValues, 'id', 'policyId', 'date'))
        .from(s.accountValues)
        .where(inIds(s.accountValues.id, [...ids]));
      if (picked.length !== new Set(ids).size) throw new NotFoundError('accumulated value');
      await this.assertNotFrozen(
        tx,
        picked.map((p) => p.policyId),
      );
      const keys = [...new Map(picked.map((p) => [`${p.policyId}|${p.date}`, p])).values()];
      let deleted = 0;
      for (const key of keys) {
        const rows = await tx
          .delete(s.accountValues)
          .where(
            and(eq(s.accountValues.policyId, key.policyId), eq(s.accountValues.date, key.date)),
          )
          .returning();
        deleted += rows.length;
        const of = (type: string) => rows.find((r) => r.type === type)?.value ?? null;
        await auditChange(tx, principal, 'delete-accumulated-value', 'policies', key.policyId, {
          before: {
            valuationDate: key.date,
            accumulatedValue: of('PlannedValue'),
            loanBalance: of('LoanBalance'),
            totalDeathBenefit: of('DeathBenefit'),
            isPublished: rows.every((r) => r.isPublished),
            importFileId: rows.find((r) => r.importFileId)?.importFileId ?? null,
          },
          after: null,
        });
      }
      return deleted;
    });
  }

  /** Deletes transactions by id; every id must exist, a frozen policy's rows stay. */
  async deleteTransactions(principal: Principal, ids: readonly number[]): Promise<number> {
    requirePermission(principal, 'policy-history', 'delete');
    return this.db.transaction(async (tx) => {
      const picked = await tx
        .select()
        .from(s.transactions)
        .where(inIds(s.transactions.id, [...ids]));
      if (picked.length !== new Set(ids).size) throw new NotFoundError('transaction');
      await this.assertNotFrozen(
        tx,
        picked.map((p) => p.policyId),
      );
      await tx.delete(s.transactions).where(inIds(s.transactions.id, [...ids]));
      for (const r of picked) {
        await auditChange(tx, principal, 'delete-plan-contribution', 'policies', r.policyId, {
          before: {
            date: r.date,
            type: r.type,
            amount: r.value,
            isPublished: r.isPublished,
            importFileId: r.importFileId,
          },
          after: null,
        });
      }
      return picked.length;
    });
  }

  private async assertNotFrozen(tx: AppDb, policyIds: number[]) {
    const frozen = await tx
      .select({ id: s.policies.id })
      .from(s.policies)
      .where(
        and(inIds(s.policies.id, [...new Set(policyIds)]), eq(s.policies.status, 'Exchanged')),
      );
    if (frozen.length > 0) throw frozenError();
  }

  // ------------------------------------------------------------------ rows entered by hand (Admin)

  /**
   * An accumulated value of a valuation date, with its loan balance and death benefit. Refused
   * when the policy already has one for that date (spec 5: same policy number and valuation
   * date), or when the policy is frozen.
   */
  async addAccumulatedValue(
    principal: Principal,
    scope: Scope,
    policyId: number,
    input: AddAccumulatedValueInput,
  ): Promise<{ id: number }> {
    requirePermission(principal, 'policy-history', 'create');
    const policy = await assertPolicyVisible(this.db, scope, policyId);
    assertEntryAllowed(policy, input.valuationDate, this.today(), 'valuationDate');
    const duplicate = () =>
      new ValidationError({ field: 'valuationDate', key: V.duplicateAccumulatedValue });
    const [existing] = await this.db
      .select({ id: s.accountValues.id })
      .from(s.accountValues)
      .where(
        and(
          eq(s.accountValues.policyId, policyId),
          eq(s.accountValues.type, 'PlannedValue'),
          eq(s.accountValues.date, input.valuationDate),
        ),
      );
    if (existing) throw duplicate();
    const values = [
      { type: 'PlannedValue' as const, value: input.accumulatedValue },
      { type: 'LoanBalance' as const, value: input.loanBalance },
      { type: 'DeathBenefit' as const, value: input.totalDeathBenefit },
    ].filter((v): v is { type: typeof v.type; value: string } => !!v.value);
    const entry = {
      action: 'add-accumulated-value',
      input,
      uniqueIndex: 'account_values_policy_date_type_uq',
      duplicate,
    };
    return this.addAudited(principal, policyId, entry, async (tx) => {
      const rows = await tx
        .insert(s.accountValues)
        .values(
          values.map((v) => ({
            policyId,
            type: v.type,
            value: v.value,
            date: input.valuationDate,
            isPublished: input.isPublished,
          })),
        )
        .returning({ id: s.accountValues.id });
      return rows[0]!.id;
    });
  }

  /** A transaction; refused when the policy has one of that date and type (spec 5). */
  async addTransaction(
    principal: Principal,
    scope: Scope,
    policyId: number,
    input: AddTransactionInput,
  ): Promise<{ id: number }> {
    requirePermission(principal, 'policy-history', 'create');
    const policy = await assertPolicyVisible(this.db, scope, policyId);
    assertEntryAllowed(policy, input.date, this.today(), 'date');
    const duplicate = () => new ValidationError({ field: 'date', key: V.duplicateContribution });
    const [existing] = await this.db
      .select({ id: s.transactions.id })
      .from(s.transactions)
      .where(
        and(
          eq(s.transactions.policyId, policyId),
          eq(s.transactions.type, input.type),
          eq(s.transactions.date, input.date),
        ),
      );
    if (existing) throw duplicate();
    const entry = {
      action: 'add-plan-contribution',
      input,
      uniqueIndex: 'transactions_policy_date_type_uq',
      duplicate,
    };
    return this.addAudited(principal, policyId, entry, async (tx) => {
      const [row] = await tx
        .insert(s.transactions)
        .values({
          policyId,
          type: input.type,
          value: input.amount,
          date: input.date,
          isPublished: input.isPublished,
        })
        .returning({ id: s.transactions.id });
      return row!.id;
    });
  }

  /**
   * Stores a hand-entered row and its audit entry in one transaction. A row of that date and
   * type stored meanwhile breaks the table's unique index and is answered as the duplicate.
   */
  private addAudited(
    principal: Principal,
    policyId: number,
    entry: { action: string; input: object; uniqueIndex: string; duplicate: () => Error },
    insert: (tx: AppDb) => Promise<number>,
  ): Promise<{ id: number }> {
    return this.db
      .transaction(async (tx) => {
        const id = await insert(tx);
        await auditChange(tx, principal, entry.action, 'policies', policyId, {
          before: null,
          after: { ...entry.input },
        });
        return { id };
      })
      .catch((err: unknown) => {
        if (brokenConstraint(err) === entry.uniqueIndex) throw entry.duplicate();
        throw err;
      });
  }
}
