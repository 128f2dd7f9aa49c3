// The dashboard figures of the signed-in user's scope: counts for staff, and for an employee
// their statement's total plan value, death benefit and latest valuation date at today
// (DESIGN 5.6).
import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard } from '../../src/domain/api/dashboard';
import { queryRows, type AppDb } from '../db/connection';
import type { Scope } from './access';
import { inIds } from './lists';
import { statementData } from './statements';
import { participantOf } from './statements/participant';
import { yearlyStatement } from './statements/yearly';

export async function dashboardFor(db: AppDb, scope: Scope, today: string): Promise<Dashboard> {
  const { principal } = scope;
  if (principal.role === 'Employee') {
    // The figures of the participant's statement at today, so the dashboard and the statement
    // never disagree (exchanges, carried values and loans by the same rule).
    if (principal.clientId === null) {
      return {
        kind: 'employee',
        policies: 0,
        totalPlanValue: 0,
        deathBenefit: 0,
        lastValuationDate: null,
      };
    }
    const participant = await participantOf(db, scope, undefined);
    const data = await statementData(db, participant);
    const statement = yearlyStatement(data, Number(today.slice(0, 4)), today);
    const valuations = statement.policies
      .filter((p) => p.status !== 'Exchanged')
      .flatMap((p) => (p.lastValuationDate ? [p.lastValuationDate] : []))
      .sort();
    return {
      kind: 'employee',
      policies: data.policies.length,
      totalPlanValue: statement.totals.totalPlanValue,
      deathBenefit: statement.totals.deathBenefit,
      lastValuationDate: valuations.at(-1) ?? null,
    };
  }
  const divisionIds = await scope.divisionIds();
  const employerIds = await scope.employerIds();
  const inDivisions = (column: SQL) =>
    divisionIds === null ? sql`true` : inIds(column, divisionIds);
  const inEmployers = (column: SQL) =>
    employerIds === null ? sql`true` : inIds(column, employerIds);
  const [row] = await queryRows<Omit<Extract<Dashboard, { kind: 'staff' }>, 'kind'>>(
    db,
    sql`select
      (select count(*)::int from employers where ${inEmployers(sql`id`)}) as organizations,
      (select count(*)::int from divisions where ${inDivisions(sql`id`)}) as divisions,
      (select count(*)::int from participants p join users u on u.id = p.user_id
         where not u.is_deleted and ${inDivisions(sql`p.division_id`)}) as participants,
      (select count(*)::int from policies where ${inDivisions(sql`division_id`)}) as policies,
      ${
        divisionIds === null
          ? sql`(select count(*)::int from carriers)`
          : sql`(select count(distinct carrier_id)::int from policies where ${inDivisions(sql`division_id`)})`
      } as carriers`,
  );
  return { kind: 'staff', ...row! };
}
