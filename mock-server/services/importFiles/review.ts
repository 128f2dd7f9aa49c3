// What an imported file would change, for the Admin to read before publishing it: its rows beside
// each policy's previous published value, the flags of a values file, and the roll-forward check
// of a transactions file (previous value + contributions − withdrawals − loans = new value).
import { sql } from 'drizzle-orm';
import type {
  FileReview,
  MissingPolicy,
  RollForwardRow,
  RollForwardTolerance,
  TransactionReviewRow,
  ValueFlag,
  ValueReviewRow,
} from '../../../src/domain/api/files';
import type { PolicyStatus, TransactionType } from '../../../src/domain/enums';
import { queryRows, type AppDb } from '../../db/connection';
import type { ImportFileInfo } from '../../../src/domain/api/files';

/** A value that moves more than this share against the previous month is flagged. */
export const BIG_MOVE_PERCENT = 20;

/**
 * Interest, charges and timing make a roll-forward inexact, so only a difference beyond 5 % of
 * the previous value, and at least $50, is flagged; the review page states this tolerance.
 */
export const ROLL_FORWARD_TOLERANCE: RollForwardTolerance = { percent: 5, minimum: 50 };

const INACTIVE: readonly PolicyStatus[] = ['Lapsed', 'Surrendered', 'Matured', 'Exchanged'];

const cents = (n: number) => Math.round(n * 100);
const dollars = (c: number) => c / 100;

export function valueFlags(row: {
  accumulatedValue: number;
  loanBalance: number;
  deathBenefit: number;
  previousValue: number | null;
  policyStatus: PolicyStatus;
}): ValueFlag[] {
  const flags: ValueFlag[] = [];
  const { accumulatedValue: value, previousValue: previous } = row;
  if (previous !== null && previous > 0) {
    if (Math.abs(value - previous) * 100 > BIG_MOVE_PERCENT * previous) flags.push('bigMove');
  } else if (previous !== null && previous === 0 && value > 0) flags.push('bigMove');
  if (value < 0 || row.loanBalance < 0 || row.deathBenefit < 0) flags.push('negativeValue');
  if (row.loanBalance > value) flags.push('loanAboveValue');
  if (row.deathBenefit < value) flags.push('deathBenefitBelowValue');
  if (INACTIVE.includes(row.policyStatus)) flags.push('inactivePolicy');
  return flags;
}

/** Roll-forward status of one policy, within ROLL_FORWARD_TOLERANCE. */
export function rollForward(
  previousValue: number | null,
  moves: { contributions: number; withdrawals: number; loans: number },
  newValue: number | null,
): Pick<RollForwardRow, 'expectedValue' | 'difference' | 'status'> {
  if (previousValue === null)
    return { expectedValue: null, difference: null, status: 'noPreviousValue' };
  const expected = dollars(
    cents(previousValue) +
      cents(moves.contributions) -
      cents(moves.withdrawals) -
      cents(moves.loans),
  );
  if (newValue === null) return { expectedValue: expected, difference: null, status: 'noNewValue' };
  const difference = dollars(cents(newValue) - cents(expected));
  const allowed = Math.max(
    ROLL_FORWARD_TOLERANCE.minimum,
    (Math.abs(previousValue) * ROLL_FORWARD_TOLERANCE.percent) / 100,
  );
  return {
    expectedValue: expected,
    difference,
    status: Math.abs(difference) > allowed ? 'outsideTolerance' : 'ok',
  };
}

const isLoan = (type: TransactionType) => type === 'LoanDisbursement';
const isRepayment = (type: TransactionType) => type.startsWith('LoanRepayment');
const isContribution = (type: TransactionType) =>
  type.includes('Contribution') && !isRepayment(type);

export async function reviewFile(db: AppDb, file: ImportFileInfo): Promise<FileReview> {
  return file.kind === 'Values' ? reviewValues(db, file) : reviewTransactions(db, file);
}

/** The file's values, one row per policy and date, beside the policy's previous published value. */
async function valueRows(db: AppDb, file: ImportFileInfo) {
  return queryRows<{
    policy_id: number;
    policy_number: string;
    insured: string;
    client_id: number;
    status: PolicyStatus;
    date: string;
    accumulated: number;
    loan: number;
    death: number;
    previous_value: number | null;
    previous_date: string | null;
  }>(
    db,
    sql`with mine as (
          select policy_id, date,
            max(value) filter (where type = 'PlannedValue') as accumulated,
            max(value) filter (where type = 'LoanBalance') as loan,
            max(value) filter (where type = 'DeathBenefit') as death
          from account_values where import_file_id = ${file.id}
          group by policy_id, date
        )
        select m.policy_id, p.policy_number, trim(u.first_name || ' ' || u.last_name) as insured,
          p.client_id, p.status, m.date::text as date,
          coalesce(m.accumulated, 0)::float8 as accumulated, coalesce(m.loan, 0)::float8 as loan,
          coalesce(m.death, 0)::float8 as death,
          prev.value::float8 as previous_value, prev.date::text as previous_date
        from mine m
        join policies p on p.id = m.policy_id
        join participants c on c.id = p.client_id
        join users u on u.id = c.user_id
        left join lateral (
          select av.value, av.date from account_values av
          where av.policy_id = m.policy_id and av.type = 'PlannedValue' and av.is_published
            and av.date < m.date
          order by av.date desc limit 1
        ) prev on true
        order by p.policy_number, m.date`,
  );
}

/** A review row with its change against the previous value and its flags. */
function valueReviewRow(r: Awaited<ReturnType<typeof valueRows>>[number]): ValueReviewRow {
  const changePercent =
    r.previous_value !== null && r.previous_value > 0
      ? Math.round(((r.accumulated - r.previous_value) / r.previous_value) * 10000) / 100
      : null;
  return {
    policyId: r.policy_id,
    policyNumber: r.policy_number,
    insured: r.insured,
    clientId: r.client_id,
    policyStatus: r.status,
    valuationDate: r.date,
    accumulatedValue: r.accumulated,
    loanBalance: r.loan,
    deathBenefit: r.death,
    previousValue: r.previous_value,
    previousDate: r.previous_date,
    changePercent,
    flags: valueFlags({
      accumulatedValue: r.accumulated,
      loanBalance: r.loan,
      deathBenefit: r.death,
      previousValue: r.previous_value,
      policyStatus: r.status,
    }),
  };
}

/** A policy missing from the file: an active policy of this carrier in a plan the file covers. */
async function missingPolicies(db: AppDb, file: ImportFileInfo): Promise<MissingPolicy[]> {
  const missing = await queryRows<{ policy_id: number; policy_number: string; insured: string }>(
    db,
    sql`select p.id as policy_id, p.policy_number, trim(u.first_name || ' ' || u.last_name) as insured
        from policies p
        join participants c on c.id = p.client_id
        join users u on u.id = c.user_id
        where p.carrier_id = ${file.carrierId} and p.status = 'Active' and not u.is_deleted
          and p.division_id in (
            select p2.division_id from account_values av join policies p2 on p2.id = av.policy_id
            where av.import_file_id = ${file.id})
          and not exists (
            select 1 from account_values av
            where av.policy_id = p.id and av.import_file_id = ${file.id})
        order by p.policy_number`,
  );
  return missing.map((m) => ({
    policyId: m.policy_id,
    policyNumber: m.policy_number,
    insured: m.insured,
  }));
}

async function reviewValues(db: AppDb, file: ImportFileInfo): Promise<FileReview> {
  const reviewRows = (await valueRows(db, file)).map(valueReviewRow);
  const missing = await missingPolicies(db, file);
  const totalCents = reviewRows.reduce((sum, r) => sum + cents(r.accumulatedValue), 0);
  const previousCents = reviewRows.reduce((sum, r) => sum + cents(r.previousValue ?? 0), 0);
  return {
    kind: 'Values',
    file,
    policies: new Set(reviewRows.map((r) => r.policyId)).size,
    rows: reviewRows,
    totalValue: dollars(totalCents),
    previousTotal: dollars(previousCents),
    totalChange: dollars(totalCents - previousCents),
    missingPolicies: missing,
  };
}

/** The file's transactions with their policy and insured. */
async function transactionRows(db: AppDb, file: ImportFileInfo): Promise<TransactionReviewRow[]> {
  const rows = await queryRows<{
    policy_id: number;
    policy_number: string;
    insured: string;
    client_id: number;
    date: string;
    type: TransactionType;
    amount: number;
  }>(
    db,
    sql`select t.policy_id, p.policy_number, trim(u.first_name || ' ' || u.last_name) as insured,
          p.client_id, t.date::text as date, t.type, t.value::float8 as amount
        from transactions t
        join policies p on p.id = t.policy_id
        join participants c on c.id = p.client_id
        join users u on u.id = c.user_id
        where t.import_file_id = ${file.id}
        order by p.policy_number, t.date, t.type`,
  );
  return rows.map((r) => ({
    policyId: r.policy_id,
    policyNumber: r.policy_number,
    insured: r.insured,
    clientId: r.client_id,
    date: r.date,
    type: r.type,
    amount: r.amount,
  }));
}

/**
 * Per policy: the value before its first transaction here, and the first value on or after
 * its last one (from any file, published or not: the month's values file usually comes along).
 */
function rollForwardEnds(db: AppDb, file: ImportFileInfo) {
  return queryRows<{
    policy_id: number;
    previous_value: number | null;
    previous_date: string | null;
    new_value: number | null;
    new_date: string | null;
  }>(
    db,
    sql`with span as (
          select policy_id, min(date) as first, max(date) as last
          from transactions where import_file_id = ${file.id} group by policy_id
        )
        select s.policy_id, prev.value::float8 as previous_value, prev.date::text as previous_date,
          next.value::float8 as new_value, next.date::text as new_date
        from span s
        left join lateral (
          select av.value, av.date from account_values av
          where av.policy_id = s.policy_id and av.type = 'PlannedValue' and av.is_published
            and av.date < s.first order by av.date desc limit 1
        ) prev on true
        left join lateral (
          select av.value, av.date from account_values av
          left join import_files f on f.id = av.import_file_id
          where av.policy_id = s.policy_id and av.type = 'PlannedValue' and av.date >= s.last
            and (f.id is null or f.file_status <> 'Processing')
          order by av.date limit 1
        ) next on true`,
  );
}

/** The moves of each policy in the file: contributions, withdrawals and net loans. */
function movesByPolicy(reviewRows: readonly TransactionReviewRow[]): Map<number, RollForwardRow> {
  const byPolicy = new Map<number, RollForwardRow>();
  for (const r of reviewRows) {
    const row = byPolicy.get(r.policyId) ?? {
      policyId: r.policyId,
      policyNumber: r.policyNumber,
      insured: r.insured,
      previousValue: null,
      previousDate: null,
      contributions: 0,
      withdrawals: 0,
      loans: 0,
      expectedValue: null,
      newValue: null,
      newDate: null,
      difference: null,
      status: 'noPreviousValue' as const,
    };
    const amount = cents(r.amount);
    if (isContribution(r.type)) row.contributions = dollars(cents(row.contributions) + amount);
    else if (r.type === 'Withdrawal') row.withdrawals = dollars(cents(row.withdrawals) + amount);
    else if (isLoan(r.type)) row.loans = dollars(cents(row.loans) + amount);
    else if (isRepayment(r.type)) row.loans = dollars(cents(row.loans) - amount);
    byPolicy.set(r.policyId, row);
  }
  return byPolicy;
}

async function reviewTransactions(db: AppDb, file: ImportFileInfo): Promise<FileReview> {
  const reviewRows = await transactionRows(db, file);
  const ends = await rollForwardEnds(db, file);
  const byPolicy = movesByPolicy(reviewRows);
  for (const end of ends) {
    const row = byPolicy.get(end.policy_id);
    if (!row) continue;
    Object.assign(row, {
      previousValue: end.previous_value,
      previousDate: end.previous_date,
      newValue: end.new_value,
      newDate: end.new_date,
      ...rollForward(end.previous_value, row, end.new_value),
    });
  }
  return {
    kind: 'Transactions',
    file,
    policies: byPolicy.size,
    rows: reviewRows,
    totalContributions: dollars(
      reviewRows.filter((r) => isContribution(r.type)).reduce((sum, r) => sum + cents(r.amount), 0),
    ),
    rollForward: [...byPolicy.values()],
    tolerance: ROLL_FORWARD_TOLERANCE,
  };
}
