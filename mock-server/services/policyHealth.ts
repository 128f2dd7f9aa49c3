// The policy-health list: the active policies in the caller's scope that need attention, with
// why. Flags: beneficiaries or allocations not at 100 %, no published accumulated value for more
// than two months, a loan balance above 90 % of the accumulated value, and no premium in the last
// two expected months (the two whole months before today) of an actively contributing participant.
import { sql, type SQL } from 'drizzle-orm';
import { HEALTH_FLAGS, type HealthFlag, type PolicyHealthRow } from '../../src/domain/api/policies';
import { queryRows, type AppDb } from '../db/connection';
import type { Clock } from '../deps/clock';
import { requirePermission, type Principal, type Scope } from './access';
import { inIds } from './lists';
import { CONTRIBUTION_TYPES, typeList } from './policyFigures';

/** A day as YYYY-MM-DD, `months` whole months before the first of `day`'s month. */
function monthStart(day: string, monthsBack: number): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsBack);
  return d.toISOString().slice(0, 10);
}

function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}

type HealthRow = Omit<PolicyHealthRow, 'flags'> & Record<HealthFlag, boolean>;

/** The active policies of living users in the scope and the filter, with their list totals. */
function scopedPolicies(
  divisions: number[] | null,
  filter: { employerId?: number; divisionId?: number },
): SQL {
  return sql`
    with scoped as (
      select p.id, p.policy_number, p.client_id, p.division_id, p.carrier_id, pa.status_type,
        pa.user_id
      from policies p
      join participants pa on pa.id = p.client_id
      join users u on u.id = pa.user_id
      join divisions d on d.id = p.division_id
      where p.status = 'Active' and not u.is_deleted
        ${divisions === null ? sql`` : sql`and ${inIds(sql`p.division_id`, divisions)}`}
        ${filter.divisionId ? sql`and p.division_id = ${filter.divisionId}` : sql``}
        ${filter.employerId ? sql`and d.employer_id = ${filter.employerId}` : sql``}
    ),
    b as (
      select policy_id,
        coalesce(sum(percent) filter (where type = 'Primary'), 0) as primary_total,
        count(*) filter (where type = 'Contingent') as contingents,
        coalesce(sum(percent) filter (where type = 'Contingent'), 0) as contingent_total
      from beneficiaries where policy_id in (select id from scoped) group by policy_id
    ),
    a as (
      select policy_id, sum(percent) as total from allocations
      where policy_id in (select id from scoped) group by policy_id
    )`;
}

/**
 * Each policy's latest values and premiums, looked up through its history's key, a few index
 * entries each: reading whole histories to keep their last rows took seconds.
 */
function latestRows(premiumsFrom: string, premiumsTo: string): SQL {
  const contributions = typeList(CONTRIBUTION_TYPES);
  return sql`
    left join lateral (
      select r.value, r.date from account_values r
      where r.policy_id = s.id and r.type = 'PlannedValue' and r.is_published
      order by r.date desc limit 1
    ) av on true
    left join lateral (
      select r.value from account_values r
      where r.policy_id = s.id and r.type = 'LoanBalance' and r.is_published
      order by r.date desc limit 1
    ) lb on true
    left join lateral (
      select
        (select x.date from transactions x
          where x.policy_id = s.id and x.is_published and x.type in (${contributions})
          order by x.date desc limit 1) as last_premium,
        exists (select 1 from transactions x
          where x.policy_id = s.id and x.is_published and x.type in (${contributions})
            and x.date >= ${premiumsFrom}::date and x.date < ${premiumsTo}::date) as recent
    ) t on true`;
}

/** The rows with at least one flag, each with its flags in HEALTH_FLAGS order. */
function flagged(rows: readonly HealthRow[]): PolicyHealthRow[] {
  return rows
    .map(({ beneficiaries, allocations, staleValue, highLoan, missedPremium, ...row }) => {
      const set: Record<HealthFlag, boolean> = {
        beneficiaries,
        allocations,
        staleValue,
        highLoan: !!highLoan,
        missedPremium,
      };
      return { ...row, flags: HEALTH_FLAGS.filter((f) => set[f]) };
    })
    .filter((row) => row.flags.length > 0);
}

export async function policyHealth(
  db: AppDb,
  clock: Clock,
  principal: Principal,
  scope: Scope,
  filter: { employerId?: number; divisionId?: number },
): Promise<PolicyHealthRow[]> {
  requirePermission(principal, 'policy-health', 'list');
  if (filter.employerId) await scope.assertEmployerVisible(filter.employerId);
  if (filter.divisionId) await scope.assertDivisionVisible(filter.divisionId);
  const divisions = await scope.divisionIds();
  const today = clock.now().toISOString().slice(0, 10);
  const staleBefore = monthsBefore(today, 2);
  const rows = await queryRows<HealthRow>(
    db,
    sql`${scopedPolicies(divisions, filter)}
    select s.id as "policyId", s.policy_number as "policyNumber", c.name as "carrierName",
      s.user_id as "userId", u.first_name || ' ' || u.last_name as "clientName",
      e.id as "employerId", e.name as "employerName", d.id as "divisionId", d.name as "divisionName",
      av.date::text as "lastValuationDate", t.last_premium::text as "lastPremiumDate",
      (b.policy_id is null or b.primary_total <> 100
        or (b.contingents > 0 and b.contingent_total <> 100)) as "beneficiaries",
      (a.policy_id is null or a.total <> 100) as "allocations",
      (av.date is null or av.date < ${staleBefore}::date) as "staleValue",
      (av.value > 0 and coalesce(lb.value, 0) > av.value * 0.9) as "highLoan",
      (s.status_type = 'ActiveContributing' and not coalesce(t.recent, false)) as "missedPremium"
    from scoped s
    join participants pa on pa.id = s.client_id
    join users u on u.id = pa.user_id
    join divisions d on d.id = s.division_id
    join employers e on e.id = d.employer_id
    join carriers c on c.id = s.carrier_id
    left join b on b.policy_id = s.id
    left join a on a.policy_id = s.id
    ${latestRows(monthStart(today, 2), monthStart(today, 0))}
    order by e.name, d.name, u.last_name, u.first_name, s.policy_number`,
  );
  return flagged(rows);
}
