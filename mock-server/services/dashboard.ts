// The dashboard figures of the signed-in user's scope: counts for staff, and for an employee
// their latest total plan value, death benefit and valuation date (DESIGN 5.6).
import { sql, type SQL } from 'drizzle-orm';
import type { Dashboard } from '../../src/domain/api/dashboard';
import { queryRows, type AppDb } from '../db/connection';
import type { Scope } from './access';
import { inIds } from './lists';

export async function dashboardFor(db: AppDb, scope: Scope, today: string): Promise<Dashboard> {
  const { principal } = scope;
  if (principal.role === 'Employee') {
    const clientId = principal.clientId ?? 0;
    // Per policy still counting on `today`: its latest published value of each type on or before it.
    const [row] = await queryRows<{
      policies: number;
      plan_value: number;
      death_benefit: number;
      valuation: string | null;
    }>(
      db,
      sql`
      with counting as (
        select id from policies
        where client_id = ${clientId}
          and not (status = 'Exchanged' and coalesce(status_applied_as_of, ${today}::date) <= ${today}::date)
      ),
      latest as (
        select distinct on (av.policy_id, av.type) av.policy_id, av.type, av.value, av.date
        from account_values av
        where av.policy_id in (select id from counting) and av.is_published and av.date <= ${today}::date
        order by av.policy_id, av.type, av.date desc
      )
      select
        (select count(*)::int from policies where client_id = ${clientId}) as policies,
        coalesce(sum(case when type = 'PlannedValue' then value when type = 'LoanBalance' then -value else 0 end), 0)::numeric(20,2)::float8 as plan_value,
        coalesce(sum(case when type = 'DeathBenefit' then value else 0 end), 0)::numeric(20,2)::float8 as death_benefit,
        max(case when type = 'PlannedValue' then date end)::text as valuation
      from latest`,
    );
    return {
      kind: 'employee',
      policies: row!.policies,
      totalPlanValue: row!.plan_value,
      deathBenefit: row!.death_benefit,
      lastValuationDate: row!.valuation,
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
