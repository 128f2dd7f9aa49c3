// The figures of a policy computed from its history rows (README "Policy figures"), and the
// employer's receivable on it through the receivables engine (DESIGN 5.5, 5.6), exchanges included.
import { eq, sql } from 'drizzle-orm';
import type { PolicyFigures } from '../../src/domain/api/policies';
import { EMPLOYER_PREMIUM_TYPES, TRANSACTION_TYPES } from '../../src/domain/enums';
import { queryRows, type AppDb } from '../db/connection';
import * as s from '../db/schema';
import { pick } from '../db/tables/columns';
import {
  MissingRateError,
  RateTable,
  receivableLedger,
  type AfrRow,
  type PolicyInput,
} from './receivables/engine';
import { participantInputs } from './receivables/inputs';

/** The contribution transactions (what TotalContributionValue sums): employee and employer. */
export const CONTRIBUTION_TYPES: readonly string[] = TRANSACTION_TYPES.filter(
  (t) =>
    t === 'EmployerContribution' || /^(Base|Bonus|NonQual|Other)Contribution(EE|ERMatch)?$/.test(t),
);
/** The employee's own deferrals; every other contribution is the employer's. */
export const EMPLOYEE_CONTRIBUTION_TYPES: readonly string[] = CONTRIBUTION_TYPES.filter((t) =>
  t.endsWith('EE'),
);

export const typeList = (types: readonly string[]) =>
  sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );

/**
 * Leaves out the rows an import is still writing: they belong to a file that is Processing, and
 * until it finishes (or fails, taking them away) no reader sees any of them.
 */
export const notStaged = (alias: string) =>
  sql.raw(
    `not exists (select 1 from import_files staging where staging.id = ${alias}.import_file_id` +
      ` and staging.file_status = 'Processing')`,
  );

/**
 * Which stored rows count for a reader: an Admin's view counts every row of a finished file or
 * entered by hand (unpublished rows are visible to Admins, DESIGN 5.4), everyone else's the
 * published rows only.
 */
export const rowsCondition = (allRows: boolean, alias: string) =>
  allRows ? notStaged(alias) : sql.raw(`${alias}.is_published`);

interface FigureRow {
  av: number | null;
  av_date: string | null;
  loan: number | null;
  tcv: number | null;
  contributions: number;
  last_date: string | null;
  last_value: number | null;
}

/** The latest values and the contributions of one policy, in one query. */
function figureRow(db: AppDb, policyId: number, allRows: boolean) {
  return queryRows<FigureRow>(
    db,
    sql`
    with latest as (
      select distinct on (v.type) v.type, v.value, v.date from account_values v
      where v.policy_id = ${policyId} and ${rowsCondition(allRows, 'v')}
      order by v.type, v.date desc
    ),
    contributions as (
      select t.date, t.value from transactions t
      where t.policy_id = ${policyId} and ${rowsCondition(allRows, 't')}
        and t.type in (${typeList(CONTRIBUTION_TYPES)})
    ),
    last_paid as (
      select date, sum(value) as value from contributions group by date order by date desc limit 1
    )
    select
      (select value::float8 from latest where type = 'PlannedValue') as av,
      (select date::text from latest where type = 'PlannedValue') as av_date,
      (select value::float8 from latest where type = 'LoanBalance') as loan,
      (select value::float8 from latest where type = 'TotalContributionValue') as tcv,
      (select coalesce(sum(value), 0)::float8 from contributions) as contributions,
      (select date::text from last_paid) as last_date,
      (select value::float8 from last_paid) as last_value`,
  );
}

/**
 * A policy's figures. Its net accumulated value is its latest valuation less its loan (none
 * before its first valuation: a value an exchange carried in is not a valuation); it adds to
 * the plan's value while it `counts` (see exchangedValuesCount).
 */
export async function policyFigures(
  db: AppDb,
  policyId: number,
  allRows: boolean,
  counts: boolean,
): Promise<Omit<PolicyFigures, 'receivable'>> {
  const [r] = await figureRow(db, policyId, allRows);
  const loan = r!.loan ?? 0;
  // In cents, so that the difference of two amounts is exact.
  const net = r!.av === null ? null : Math.round(r!.av * 100 - loan * 100) / 100;
  return {
    totalContributionValue: r!.tcv ?? r!.contributions,
    planContributionValue: r!.contributions,
    lastPreniumPaidValue: r!.last_value,
    lastPreniumPaidDate: r!.last_date,
    lastAccumulatedValue: r!.av,
    lastValuationDate: r!.av_date,
    loan,
    netAccumulatedValues: net,
    totalPlanValue: counts ? (net ?? 0) : 0,
  };
}

/**
 * Whether an exchanged policy's values still count on a day (DESIGN 5.6): until the first
 * valuation of a policy down its chain of successors, on or before that day.
 */
export async function exchangedValuesCount(
  db: AppDb,
  policyId: number,
  allRows: boolean,
  day: string,
): Promise<boolean> {
  const [row] = await queryRows<{ valued: boolean }>(
    db,
    sql`with recursive chain(id) as (
          select exchanged_policy_for_id from policies where id = ${policyId}
          union
          select p.exchanged_policy_for_id from policies p join chain on p.id = chain.id
          where p.status = 'Exchanged'
        )
        select exists (
          select 1 from account_values v join chain on v.policy_id = chain.id
          where v.type in ('PlannedValue', 'LoanBalance', 'DeathBenefit')
            and v.date <= ${day}::date and ${rowsCondition(allRows, 'v')}
        ) as valued`,
  );
  return !row!.valued;
}

/**
 * The receivable inputs of a participant's policies: published employer-paid premiums, each
 * exchange turned around and each surrender or maturity repaid (receivables/inputs.ts).
 */
export async function receivableInputs(db: AppDb, clientId: number): Promise<PolicyInput[]> {
  const policies = await db
    .select(pick(s.policies, 'id', 'status', 'exchangedPolicyForId', 'statusAppliedAsOf'))
    .from(s.policies)
    .where(eq(s.policies.clientId, clientId));
  const premiums = await queryRows<{ policyId: number; date: string; amount: string }>(
    db,
    sql`select t.policy_id as "policyId", t.date::text as date, t.value::text as amount
        from transactions t join policies p on p.id = t.policy_id
        where p.client_id = ${clientId} and t.is_published
          and t.type in (${typeList(EMPLOYER_PREMIUM_TYPES)})`,
  );
  return participantInputs(policies, premiums);
}

export async function loadRates(db: AppDb): Promise<RateTable> {
  const rows = await queryRows<AfrRow>(
    db,
    sql`select year, jan::text, feb::text, mar::text, apr::text, may::text, jun::text, jul::text,
          aug::text, sep::text, oct::text, nov::text, dec::text from afr_rates`,
  );
  return new RateTable(rows);
}

/** A policy's receivable at the end of a day; null when the AFR table lacks a month it needs. */
export async function policyReceivable(
  db: AppDb,
  clientId: number,
  policyId: number,
  day: string,
): Promise<number | null> {
  const inputs = await receivableInputs(db, clientId);
  if (inputs.every((p) => p.premiums.length === 0)) return 0;
  try {
    const ledger = receivableLedger(inputs, await loadRates(db), day);
    return Number(ledger.policyBalanceAt(policyId, day));
  } catch (err) {
    if (err instanceof MissingRateError) return null;
    throw err;
  }
}
