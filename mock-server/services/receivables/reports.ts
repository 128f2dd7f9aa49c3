// The accounts-receivable reports (DESIGN 5.5): reads a division's or a participant's policies
// and published employer-paid premiums, runs the engine, and answers in spec 3's shapes. Scope:
// an Employer Admin reaches only their employers' divisions (404 outside them).
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  AccountReceivableReport,
  MonthEndValues as ApiMonthEndValues,
  ParticipantReceivableReport,
  ReceivableAccruedValues,
  ReceivableAmounts,
  ReceivableParticipant,
} from '../../../src/domain/api/afr';
import { EMPLOYER_PREMIUM_TYPES, MONTHS } from '../../../src/domain/enums';
import { fromCents, toCents } from '../../../src/domain/money';
import { localeDetail } from '../../../src/domain/problem';
import type {
  AccountReceivableRequest,
  ParticipantReceivableRequest,
} from '../../../src/domain/schemas/afr';
import type { AppDb } from '../../db/connection';
import * as s from '../../db/schema';
import { requirePermission, type Principal, type Scope } from '../access';
import { loadRateTable } from '../afrRates';
import { NotFoundError, RuleError } from '../errors';
import {
  MissingRateError,
  participantYearReport,
  receivableRows,
  type MonthEndValues,
  type ParticipantPolicies,
  type PolicyInput,
  type ReceivableRow,
} from './engine';

/** The translation key of the missing-rate error; its text names the year and the month. */
export const MISSING_RATE_KEY = 'errors.afrRateMissing';

/** Runs an engine computation, turning a missing AFR month into the user's message. */
function withRates<T>(compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof MissingRateError) {
      const params = { year: err.year, month: String(err.month).padStart(2, '0') };
      throw new RuleError(localeDetail(MISSING_RATE_KEY), { ...params, params });
    }
    throw err;
  }
}

const amounts = (row: ReceivableRow): ReceivableAmounts => ({
  receivableAsStart: Number(row.receivableAsStart),
  cummulativePreniumPaidInPeriod: Number(row.cummulativePreniumPaidInPeriod),
  interestAccuredInPeriod: Number(row.interestAccuredInPeriod),
  totalReceivableAccruedInPeriod: Number(row.totalReceivableAccruedInPeriod),
  receivableAsEnd: Number(row.receivableAsEnd),
});

const numbers = (values: MonthEndValues): ApiMonthEndValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(v)])) as ApiMonthEndValues;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

interface PolicyRecord {
  id: number;
  clientId: number;
  policyNumber: string;
  carrierName: string;
  exchangedPolicyForId: number | null;
  statusAppliedAsOf: string | null;
}

interface PremiumRecord {
  policyId: number;
  date: string;
  value: string;
}

/**
 * The engine's input for each participant: their policies, the published employer-paid premiums
 * on them, and each exchange turned around (the successor names its predecessors and the day it
 * took over, the old policy's status date). An exchange without a date, or to another
 * participant's policy, moves nothing: the receivable stays where its premiums were paid.
 */
function policyInputs(
  policies: readonly PolicyRecord[],
  premiums: readonly PremiumRecord[],
): Map<number, PolicyInput[]> {
  const premiumsOf = new Map<number, { date: string; amount: string }[]>();
  for (const p of premiums) {
    let list = premiumsOf.get(p.policyId);
    if (!list) premiumsOf.set(p.policyId, (list = []));
    list.push({ date: p.date, amount: p.value });
  }
  const byId = new Map(policies.map((p) => [p.id, p]));
  const exchangedFrom = new Map<number, { policyId: number; date: string }[]>();
  for (const old of policies) {
    const successor = old.exchangedPolicyForId ? byId.get(old.exchangedPolicyForId) : undefined;
    if (!successor || successor.clientId !== old.clientId || !old.statusAppliedAsOf) continue;
    let list = exchangedFrom.get(successor.id);
    if (!list) exchangedFrom.set(successor.id, (list = []));
    list.push({ policyId: old.id, date: old.statusAppliedAsOf });
  }
  const byParticipant = new Map<number, PolicyInput[]>();
  for (const policy of policies) {
    let list = byParticipant.get(policy.clientId);
    if (!list) byParticipant.set(policy.clientId, (list = []));
    list.push({
      policyId: policy.id,
      premiums: premiumsOf.get(policy.id) ?? [],
      exchangedFrom: exchangedFrom.get(policy.id) ?? [],
    });
  }
  return byParticipant;
}

export class ReceivableService {
  constructor(private readonly db: AppDb) {}

  /** The division with its employer, or 404 when it does not exist or is outside the scope. */
  private async visibleDivision(scope: Scope, divisionId: number) {
    await scope.assertDivisionVisible(divisionId);
    const [division] = await this.db
      .select({
        id: s.divisions.id,
        name: s.divisions.name,
        employerId: s.employers.id,
        employerName: s.employers.name,
      })
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(eq(s.divisions.id, divisionId));
    if (!division) throw new NotFoundError('division');
    return division;
  }

  /** Policies of the participants a condition selects (with their carrier's name). */
  private policiesWhere(where: SQL | undefined) {
    return this.db
      .select({
        id: s.policies.id,
        clientId: s.policies.clientId,
        policyNumber: s.policies.policyNumber,
        carrierName: s.carriers.name,
        exchangedPolicyForId: s.policies.exchangedPolicyForId,
        statusAppliedAsOf: s.policies.statusAppliedAsOf,
      })
      .from(s.policies)
      .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
      .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
      .where(where)
      .orderBy(asc(s.policies.id));
  }

  /**
   * Published employer-paid premiums up to a day, of the participants a condition selects. One
   * row per policy carrying its premiums as text ('YYYY-MM-DD amount,…'): a division over ten
   * years has hundreds of thousands of premiums, and the embedded database hands over a few
   * thousand long rows far faster than that many short ones.
   */
  private async premiumsWhere(where: SQL | undefined, through: string): Promise<PremiumRecord[]> {
    const grouped = await this.db
      .select({
        policyId: s.transactions.policyId,
        list: sql<string>`string_agg(${s.transactions.date}::text || ' ' || ${s.transactions.value}::text, ',')`,
      })
      .from(s.transactions)
      .innerJoin(s.policies, eq(s.policies.id, s.transactions.policyId))
      .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
      .where(
        and(
          where,
          eq(s.transactions.isPublished, true),
          inArray(s.transactions.type, [...EMPLOYER_PREMIUM_TYPES]),
          lte(s.transactions.date, through),
        ),
      )
      .groupBy(s.transactions.policyId);
    const premiums: PremiumRecord[] = [];
    for (const { policyId, list } of grouped) {
      for (const item of list.split(',')) {
        const space = item.indexOf(' ');
        premiums.push({ policyId, date: item.slice(0, space), value: item.slice(space + 1) });
      }
    }
    return premiums;
  }

  /** GET /api/afr-rate/participants/{divisionId}: the division's participants, by name. */
  async participants(
    principal: Principal,
    scope: Scope,
    divisionId: number,
  ): Promise<ReceivableParticipant[]> {
    requirePermission(principal, 'receivables', 'list');
    await this.visibleDivision(scope, divisionId);
    return this.participantsOf(divisionId);
  }

  /** A division's participants by last name, then first name (the report's order). */
  private async participantsOf(divisionId: number): Promise<ReceivableParticipant[]> {
    const rows = await this.db
      .select({
        id: s.participants.id,
        firstName: s.users.firstName,
        lastName: s.users.lastName,
        clientUniqueId: s.participants.clientUniqueId,
      })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(eq(s.participants.divisionId, divisionId))
      .orderBy(asc(s.users.lastName), asc(s.users.firstName), asc(s.participants.id));
    return rows.map((r) => ({
      id: r.id,
      name: fullName(r.firstName, r.lastName),
      clientUniqueId: r.clientUniqueId,
    }));
  }

  /** POST /api/afr-rate/account-receivable: one row per participant of the division, and totals. */
  async divisionReport(
    principal: Principal,
    scope: Scope,
    request: AccountReceivableRequest,
  ): Promise<AccountReceivableReport> {
    requirePermission(principal, 'receivables', 'list');
    const division = await this.visibleDivision(scope, request.division);
    const inDivision = eq(s.participants.divisionId, division.id);
    const [people, policies, premiums, rates] = await Promise.all([
      this.participantsOf(division.id),
      this.policiesWhere(inDivision),
      this.premiumsWhere(inDivision, request.endDate),
      loadRateTable(this.db),
    ]);
    const inputs = policyInputs(policies, premiums);
    const participants: ParticipantPolicies[] = people.map((p) => ({
      participantId: p.id,
      policies: inputs.get(p.id) ?? [],
    }));
    const { rows, total } = withRates(() =>
      receivableRows(participants, rates, request.startDate, request.endDate),
    );
    return {
      receivables: rows.map((row, i) => ({
        participantId: row.participantId,
        participant: people[i]!.name,
        ...amounts(row),
      })),
      total: amounts(total),
      employerId: division.employerId,
      employerName: division.employerName,
      divisionId: division.id,
      divisionName: division.name,
      startAt: request.startDate,
      endAt: request.endDate,
    };
  }

  /** POST /api/afr-rate/participant-receivable: a participant's receivable month by month. */
  async participantReport(
    principal: Principal,
    scope: Scope,
    request: ParticipantReceivableRequest,
  ): Promise<ParticipantReceivableReport> {
    requirePermission(principal, 'receivables', 'show');
    const condition = await scope.participantCondition();
    const [participant] = await this.db
      .select({
        id: s.participants.id,
        firstName: s.users.firstName,
        lastName: s.users.lastName,
        divisionId: s.divisions.id,
        divisionName: s.divisions.name,
        employerName: s.employers.name,
      })
      .from(s.participants)
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .innerJoin(s.divisions, eq(s.divisions.id, s.participants.divisionId))
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(and(eq(s.participants.id, request.participantId), condition));
    if (!participant) throw new NotFoundError('participant');

    const year = request.year;
    const yearEnd = `${year}-12-31`;
    const own = eq(s.participants.id, participant.id);
    const [policies, premiums, [first], rates] = await Promise.all([
      this.policiesWhere(own),
      this.premiumsWhere(own, yearEnd),
      this.db
        .select({ day: sql<string | null>`min(${s.transactions.date})` })
        .from(s.transactions)
        .innerJoin(s.policies, eq(s.policies.id, s.transactions.policyId))
        .where(
          and(
            eq(s.policies.clientId, participant.id),
            eq(s.transactions.isPublished, true),
            inArray(s.transactions.type, [...EMPLOYER_PREMIUM_TYPES]),
          ),
        ),
      loadRateTable(this.db),
    ]);
    const inputs = policyInputs(policies, premiums).get(participant.id) ?? [];
    const report = withRates(() => participantYearReport(inputs, rates, year));

    const minRate = Number(report.minRate);
    const accrued = (values: MonthEndValues): ReceivableAccruedValues => ({
      participantId: participant.id,
      minRate,
      receivableYear: year,
      ...numbers(values),
    });
    const clientName = fullName(participant.firstName, participant.lastName);
    const numberOf = new Map(policies.map((p) => [p.id, p.policyNumber]));
    const yearStart = `${year}-01-01`;
    return {
      year,
      participantId: participant.id,
      participantName: clientName,
      employerName: participant.employerName,
      divisionId: participant.divisionId,
      divisionName: participant.divisionName,
      rates: Object.fromEntries(MONTHS.map((m) => [m, Number(report.rates[m])])) as Record<
        (typeof MONTHS)[number],
        number
      >,
      minRate,
      firstYear: first?.day ? Number(first.day.slice(0, 4)) : null,
      interestValue: report.policies.map((policy, i) => {
        const record = policies[i]!;
        let inYear = 0n;
        let all = 0n;
        for (const p of premiums) {
          if (p.policyId !== policy.policyId) continue;
          const cents = toCents(p.value);
          all += cents;
          if (p.date >= yearStart) inYear += cents;
        }
        return {
          year,
          clientId: participant.id,
          clientName,
          policyId: policy.policyId,
          policyNumber: record.policyNumber,
          carrierName: record.carrierName,
          exchangedForPolicyNumber: record.exchangedPolicyForId
            ? (numberOf.get(record.exchangedPolicyForId) ?? null)
            : null,
          preniumAmount: Number(fromCents(inYear)),
          totalPreniumValue: Number(fromCents(all)),
          months: policy.months.map((m) => ({
            month: m.month,
            premium: Number(m.premiums),
            interest: Number(m.interest),
            carriedIn: Number(m.carriedIn),
            carriedOut: Number(m.carriedOut),
            balance: Number(m.balance),
          })),
          receivableAccuredValues: accrued(policy.values),
        };
      }),
      months: report.months.map((m) => ({
        month: m.month,
        premium: Number(m.premiums),
        interest: Number(m.interest),
        balance: Number(m.balance),
      })),
      receivableAccuredValues: accrued(report.values),
    };
  }
}
