// The accounts-receivable reports (DESIGN 5.5): reads a division's or a participant's policies
// and published employer-paid premiums, runs the engine, and answers in spec 3's shapes. Scope:
// an Employer Admin reaches only their employers' divisions (404 outside them).
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type {
  AccountReceivableReport,
  MonthEndValues as ApiMonthEndValues,
  ParticipantReceivableReport,
  ReceivableAccruedValues,
  ReceivableMonth,
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
import { pick } from '../../db/tables/columns';
import { requirePermission, type Principal, type Scope } from '../access';
import { loadRateTable } from '../afrRates';
import { participantPlaces } from '../participantPlace';
import { NotFoundError, RuleError } from '../errors';
import { inIds } from '../lists';
import {
  divisionRows,
  premiumsOf,
  type DivisionRowsInput,
  type DivisionRowsResult,
  type PremiumList,
} from './divisionRows';
import { MissingRateError, participantYearReport, type MonthEndValues } from './engine';
import { policyInputs, repaymentDate, type PolicyLinks, type PremiumOf } from './inputs';

/** The translation key of the missing-rate error; its text names the year and the month. */
export const MISSING_RATE_KEY = 'errors.afrRateMissing';

/** A policy's premiums as one text (PremiumList), by policy. */
const premiumListColumns = {
  policyId: s.transactions.policyId,
  list: sql<string>`string_agg(${s.transactions.date}::text || ' ' || ${s.transactions.value}::text, ',')`,
};

/** The user's message for an AFR month the table lacks. */
function missingRate({ year, month }: { year: number; month: number }): RuleError {
  const params = { year, month: String(month).padStart(2, '0') };
  return new RuleError(localeDetail(MISSING_RATE_KEY), { ...params, params });
}

/** Runs an engine computation, turning a missing AFR month into the user's message. */
function withRates<T>(compute: () => T): T {
  try {
    return compute();
  } catch (err) {
    if (err instanceof MissingRateError) throw missingRate(err);
    throw err;
  }
}

/** Computes a division report's rows; the app runs it in its worker pool (renders.ts). */
export type ComputeDivisionRows = (input: DivisionRowsInput) => Promise<DivisionRowsResult>;

/**
 * Policies are read for their premiums this many at a time: a statement of a few tens of
 * milliseconds, so that other calls wait for one such at most (Database.background).
 */
const PREMIUM_POLICIES_PER_READ = 250;

const numbers = (values: MonthEndValues): ApiMonthEndValues =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Number(v)])) as ApiMonthEndValues;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

interface PolicyRecord extends PolicyLinks {
  id: number;
  clientId: number;
  policyNumber: string;
  carrierName: string;
}

export class ReceivableService {
  /**
   * `background` takes the division report's long reads (Database.background); `compute` its
   * rows (on this thread unless given).
   */
  constructor(
    private readonly db: AppDb,
    private readonly background: AppDb = db,
    private readonly compute: ComputeDivisionRows = (input) => Promise.resolve(divisionRows(input)),
  ) {}

  /** The division with its employer, or 404 when it does not exist or is outside the scope. */
  private async visibleDivision(scope: Scope, divisionId: number) {
    await scope.assertDivisionVisible(divisionId);
    const [division] = await this.db
      .select({
        ...pick(s.divisions, 'id', 'name'),
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
  private policiesWhere(where: SQL | undefined, db = this.db) {
    return db
      .select({
        ...pick(s.policies, 'id', 'clientId', 'policyNumber'),
        carrierName: s.carriers.name,
        ...pick(s.policies, 'exchangedPolicyForId', 'status', 'statusAppliedAsOf'),
      })
      .from(s.policies)
      .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
      .innerJoin(s.carriers, eq(s.carriers.id, s.policies.carrierId))
      .where(where)
      .orderBy(asc(s.policies.id));
  }

  /** The transactions that are published employer-paid premiums up to a day. */
  private premiumCondition(through: string) {
    return and(
      eq(s.transactions.isPublished, true),
      inArray(s.transactions.type, [...EMPLOYER_PREMIUM_TYPES]),
      lte(s.transactions.date, through),
    );
  }

  /**
   * Published employer-paid premiums up to a day, of the participants a condition selects. One
   * row per policy carrying its premiums as text ('YYYY-MM-DD amount,…'): a division over ten
   * years has hundreds of thousands of premiums, and the embedded database hands over a few
   * thousand long rows far faster than that many short ones.
   */
  private async premiumsWhere(where: SQL | undefined, through: string): Promise<PremiumOf[]> {
    const lists = await this.db
      .select(premiumListColumns)
      .from(s.transactions)
      .innerJoin(s.policies, eq(s.policies.id, s.transactions.policyId))
      .innerJoin(s.participants, eq(s.participants.id, s.policies.clientId))
      .where(and(where, this.premiumCondition(through)))
      .groupBy(s.transactions.policyId);
    return premiumsOf(lists);
  }

  /** The premium lists (as premiumsWhere) of the given policies, a few hundred at a time. */
  private async premiumListsOf(policyIds: number[], through: string): Promise<PremiumList[]> {
    const lists: PremiumList[] = [];
    for (let i = 0; i < policyIds.length; i += PREMIUM_POLICIES_PER_READ) {
      const some = policyIds.slice(i, i + PREMIUM_POLICIES_PER_READ);
      lists.push(
        ...(await this.background
          .select(premiumListColumns)
          .from(s.transactions)
          .where(and(inIds(s.transactions.policyId, some), this.premiumCondition(through)))
          .groupBy(s.transactions.policyId)),
      );
    }
    return lists;
  }

  /** The divisions of the caller's scope with their employers, by employer and name. */
  async divisionsInScope(
    scope: Scope,
  ): Promise<{ employerId: number; divisionId: number; divisionName: string }[]> {
    const ids = await scope.divisionIds();
    return this.db
      .select({
        employerId: s.divisions.employerId,
        divisionId: s.divisions.id,
        divisionName: s.divisions.name,
      })
      .from(s.divisions)
      .innerJoin(s.employers, eq(s.employers.id, s.divisions.employerId))
      .where(ids === null ? undefined : inIds(s.divisions.id, ids))
      .orderBy(asc(s.employers.name), asc(s.divisions.name), asc(s.divisions.id));
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
  private async participantsOf(divisionId: number, db = this.db): Promise<ReceivableParticipant[]> {
    const rows = await db
      .select({
        id: s.participants.id,
        ...pick(s.users, 'firstName', 'lastName'),
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
    // The reads go one at a time (background), the premiums a few hundred policies at a time,
    // and the rows are computed off this thread: other calls wait for none of it.
    const [people, policies, rates] = await Promise.all([
      this.participantsOf(division.id, this.background),
      this.policiesWhere(inDivision, this.background),
      this.background.select().from(s.afrRates),
    ]);
    const premiums = await this.premiumListsOf(
      policies.map((p) => p.id),
      request.endDate,
    );
    const result = await this.compute({
      people,
      policies,
      premiums,
      rates,
      startDate: request.startDate,
      endDate: request.endDate,
    });
    if ('missingRate' in result) throw missingRate(result.missingRate);
    return {
      receivables: result.receivables,
      total: result.total,
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
    const participant = await this.participantInScope(scope, request.participantId);
    const year = request.year;
    const own = eq(s.participants.id, participant.clientId);
    const [policies, premiums, firstYear, rates] = await Promise.all([
      this.policiesWhere(own),
      this.premiumsWhere(own, `${year}-12-31`),
      this.firstPremiumYear(participant.clientId),
      loadRateTable(this.db),
    ]);
    const inputs = policyInputs(policies, premiums).get(participant.clientId) ?? [];
    const report = withRates(() => participantYearReport(inputs, rates, year));
    const minRate = Number(report.minRate);
    const accrued = (values: MonthEndValues): ReceivableAccruedValues => ({
      participantId: participant.clientId,
      minRate,
      receivableYear: year,
      ...numbers(values),
    });
    const owner = {
      id: participant.clientId,
      name: fullName(participant.firstName, participant.lastName),
    };
    return {
      year,
      participantId: participant.clientId,
      participantName: owner.name,
      employerName: participant.employerName,
      divisionId: participant.divisionId,
      divisionName: participant.divisionName,
      rates: Object.fromEntries(MONTHS.map((m) => [m, Number(report.rates[m])])) as Record<
        (typeof MONTHS)[number],
        number
      >,
      minRate,
      firstYear,
      interestValue: report.policies.map((policy, i) => ({
        ...interestValueOf(year, owner, policies, i, premiums),
        months: policy.months.map(monthNumbers),
        receivableAccuredValues: accrued(policy.values),
      })),
      months: report.months.map(({ month, premiums, interest, repaid, balance }) =>
        monthNumbers({ month, premiums, interest, repaid, balance }),
      ),
      receivableAccuredValues: accrued(report.values),
    };
  }

  /** The participant with their division and employer, or 404 outside the caller's scope. */
  private async participantInScope(scope: Scope, participantId: number) {
    const condition = await scope.participantCondition();
    const [participant] = await participantPlaces(this.db).where(
      and(eq(s.participants.id, participantId), condition),
    );
    if (!participant) throw new NotFoundError('participant');
    return participant;
  }

  /** The year of the participant's first published employer-paid premium, or null. */
  private async firstPremiumYear(participantId: number): Promise<number | null> {
    const [first] = await this.db
      .select({ day: sql<string | null>`min(${s.transactions.date})` })
      .from(s.transactions)
      .innerJoin(s.policies, eq(s.policies.id, s.transactions.policyId))
      .where(
        and(
          eq(s.policies.clientId, participantId),
          eq(s.transactions.isPublished, true),
          inArray(s.transactions.type, [...EMPLOYER_PREMIUM_TYPES]),
        ),
      );
    return first?.day ? Number(first.day.slice(0, 4)) : null;
  }
}

/** A month of the engine's report as the API's numbers (carries only for a policy). */
function monthNumbers(m: {
  month: number;
  premiums: string;
  interest: string;
  repaid: string;
  balance: string;
  carriedIn?: string;
  carriedOut?: string;
}): ReceivableMonth {
  return {
    month: m.month,
    premium: Number(m.premiums),
    interest: Number(m.interest),
    ...(m.carriedIn === undefined ? {} : { carriedIn: Number(m.carriedIn) }),
    ...(m.carriedOut === undefined ? {} : { carriedOut: Number(m.carriedOut) }),
    repaid: Number(m.repaid),
    balance: Number(m.balance),
  };
}

/**
 * A policy's line of the participant report: its premiums of the year and to the year's end
 * (none after its repayment: they lend nothing), its successor and its repayment day.
 */
function interestValueOf(
  year: number,
  owner: { id: number; name: string },
  policies: readonly PolicyRecord[],
  i: number,
  premiums: readonly PremiumOf[],
) {
  const record = policies[i]!;
  const repaidOn = repaymentDate(record) ?? null;
  const yearStart = `${year}-01-01`;
  let inYear = 0n;
  let all = 0n;
  for (const p of premiums) {
    if (p.policyId !== record.id || (repaidOn !== null && p.date > repaidOn)) continue;
    const cents = toCents(p.amount);
    all += cents;
    if (p.date >= yearStart) inYear += cents;
  }
  const successor = policies.find((p) => p.id === record.exchangedPolicyForId);
  return {
    year,
    clientId: owner.id,
    clientName: owner.name,
    policyId: record.id,
    policyNumber: record.policyNumber,
    carrierName: record.carrierName,
    exchangedForPolicyNumber: successor?.policyNumber ?? null,
    repaidOn,
    preniumAmount: Number(fromCents(inYear)),
    totalPreniumValue: Number(fromCents(all)),
  };
}
