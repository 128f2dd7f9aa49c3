// The seed invariants of DESIGN section 3, checked on a fresh database loaded from the committed
// fixtures: demo accounts and their scope, counts, and a consistent monthly policy history.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  AS_OF,
  ATTENTION_CASES_FILE,
  CONTRIBUTION_TYPES,
  DEMO_PASSWORD,
  type AttentionCases,
} from '../../fixtures/generate';
import { verifyPassword } from '../services/passwords';
import { openTestDatabase } from '../test/harness';
import { queryRows, type Database } from './connection';
import { defaultFixturesDir } from './seed';

let database: Database;
const rows = <T>(query: SQL) => queryRows<T>(database.db, query);
const one = async <T>(query: SQL) => (await rows<T>(query))[0]!;

const contributionTypes = sql.join(
  CONTRIBUTION_TYPES.map((t) => sql`${t}`),
  sql`, `,
);

/**
 * The policies seeded to need attention (policy health): each breaks exactly the invariant named
 * by its key, and the checks of that invariant hold for every other policy.
 */
const attention = JSON.parse(
  fs.readFileSync(path.join(defaultFixturesDir(), ATTENTION_CASES_FILE), 'utf8'),
) as AttentionCases;

/** The participant, division and policies of a demo employee, by e-mail. */
async function participantOf(email: string) {
  return one<{ id: number; division_id: number; user_id: number }>(sql`
    select p.id, p.division_id, p.user_id from participants p join users u on u.id = p.user_id
    where u.email = ${email}`);
}

// Loading some 25,000 rows takes a few seconds: more than vitest's default hook time-out.
beforeAll(async () => {
  database = await openTestDatabase(true);
}, 120_000);
afterAll(async () => {
  await database?.close();
});

describe('demo accounts', () => {
  const expected = [
    ['admin@example.com', 'Admin', true],
    ['producer@example.com', 'Producer', true],
    ['employer.admin@example.com', 'EmployerAdmin', true],
    ['employee@example.com', 'Employee', true],
    ['inactive.employee@example.com', 'Employee', false],
    ['inactive.producer@example.com', 'Producer', false],
  ] as const;

  it('exist with their role, active flag and the demo password', async () => {
    for (const [email, role, isActive] of expected) {
      const user = await one<{
        role: string;
        is_active: boolean;
        is_deleted: boolean;
        email_confirmed: boolean;
        password_hash: string | null;
      }>(sql`select role, is_active, is_deleted, email_confirmed, password_hash
             from users where lower(email) = ${email}`);
      expect(user, email).toBeDefined();
      expect([user.role, user.is_active, user.is_deleted, user.email_confirmed], email).toEqual([
        role,
        isActive,
        false,
        true,
      ]);
      expect(await verifyPassword(DEMO_PASSWORD, user.password_hash), email).toBe(true);
    }
  });

  it('leave exactly one active administrator, so the last-admin rule can be exercised', async () => {
    const { n } = await one<{ n: number }>(sql`
      select count(*)::int as n from users where role = 'Admin' and is_active and not is_deleted`);
    expect(n).toBe(1);
  });

  it('make producer@ the producer of at least two employers but not of all', async () => {
    const { mine, total } = await one<{ mine: number; total: number }>(sql`
      select (select count(distinct d.employer_id)::int from division_producers dp
                join divisions d on d.id = dp.division_id
                join producers p on p.id = dp.producer_id
                join users u on u.id = p.user_id
               where u.email = 'producer@example.com') as mine,
             (select count(*)::int from employers) as total`);
    expect(mine).toBeGreaterThanOrEqual(2);
    expect(mine).toBeLessThan(total);
  });

  it('give every employer at least one active producer', async () => {
    const without = await rows<{ id: number }>(sql`
      select e.id from employers e where not exists (
        select 1 from divisions d
        join division_producers dp on dp.division_id = d.id
        join producers p on p.id = dp.producer_id
        join users u on u.id = p.user_id
        where d.employer_id = e.id and u.is_active)`);
    expect(without).toEqual([]);
  });

  it('make employer.admin@ the admin of exactly one employer, on all its two or more divisions', async () => {
    const scope = await rows<{ employer_id: number; linked: number; divisions: number }>(sql`
      select d.employer_id, count(*)::int as linked,
             (select count(*)::int from divisions x where x.employer_id = d.employer_id) as divisions
      from division_employer_admins dea
      join employer_admins ea on ea.id = dea.employer_admin_id
      join users u on u.id = ea.user_id
      join divisions d on d.id = dea.division_id
      where u.email = 'employer.admin@example.com'
      group by d.employer_id`);
    expect(scope).toHaveLength(1);
    expect(scope[0]!.divisions).toBeGreaterThanOrEqual(2);
    expect(scope[0]!.linked).toBe(scope[0]!.divisions);
  });

  it('give employee@ policies at two carriers and five years of monthly values and contributions', async () => {
    const me = await participantOf('employee@example.com');
    const policies = await one<{ n: number; carriers: number; active_carriers: number }>(sql`
      select count(*)::int as n, count(distinct carrier_id)::int as carriers,
             count(distinct carrier_id) filter (where status = 'Active')::int as active_carriers
      from policies where client_id = ${me.id}`);
    expect(policies.n).toBeGreaterThanOrEqual(2);
    expect(policies.active_carriers).toBeGreaterThanOrEqual(2);
    const history = await one<{ value_months: number; paid_months: number; latest: string }>(sql`
      select (select count(distinct date_trunc('month', v.date))::int
                from account_values v join policies p on p.id = v.policy_id
               where p.client_id = ${me.id} and v.type = 'PlannedValue') as value_months,
             (select count(distinct date_trunc('month', t.date))::int
                from transactions t join policies p on p.id = t.policy_id
               where p.client_id = ${me.id} and t.type in (${contributionTypes})) as paid_months,
             (select max(v.date)::text from account_values v join policies p on p.id = v.policy_id
               where p.client_id = ${me.id}) as latest`);
    expect(history.value_months).toBeGreaterThanOrEqual(60);
    expect(history.paid_months).toBeGreaterThanOrEqual(60);
    expect(history.latest).toBe(AS_OF);
  });

  it('give employee@ beneficiaries, allocations and documents of the three types', async () => {
    const me = await participantOf('employee@example.com');
    const counts = await one<{ beneficiaries: number; allocations: number }>(sql`
      select (select count(*)::int from beneficiaries b join policies p on p.id = b.policy_id
               where p.client_id = ${me.id}) as beneficiaries,
             (select count(*)::int from allocations a join policies p on p.id = a.policy_id
               where p.client_id = ${me.id}) as allocations`);
    expect(counts.beneficiaries).toBeGreaterThan(0);
    expect(counts.allocations).toBeGreaterThan(0);
    const docs = await rows<{ document_type: string }>(sql`
      select distinct document_type from documents
      where (document_type = 'ClientDocument' and client_id = ${me.id})
         or (document_type = 'PlanDocument' and division_id = ${me.division_id})
         or (document_type = 'PolicyDocument' and client_id = ${me.id}
             and carrier_id in (select carrier_id from policies where client_id = ${me.id}))
      order by 1`);
    expect(docs.map((d) => d.document_type)).toEqual([
      'ClientDocument',
      'PlanDocument',
      'PolicyDocument',
    ]);
  });

  it('keep inactive.employee@ as a participant and inactive.producer@ as a producer', async () => {
    const employee = await participantOf('inactive.employee@example.com');
    expect(employee).toBeDefined();
    const producer = await rows<{ id: number }>(sql`
      select p.id from producers p join users u on u.id = p.user_id
      where u.email = 'inactive.producer@example.com'`);
    expect(producer).toHaveLength(1);
  });
});

describe('organizations and carriers', () => {
  it('hold 4 employers with 8 divisions and 60 participants, each an Employee user', async () => {
    const counts = await one<{
      employers: number;
      divisions: number;
      participants: number;
      employees: number;
      employee_participants: number;
    }>(sql`
      select (select count(*)::int from employers) as employers,
             (select count(*)::int from divisions) as divisions,
             (select count(*)::int from participants) as participants,
             (select count(*)::int from users where role = 'Employee') as employees,
             (select count(*)::int from participants p join users u on u.id = p.user_id
               where u.role = 'Employee') as employee_participants`);
    expect(counts).toEqual({
      employers: 4,
      divisions: 8,
      participants: 60,
      employees: 60,
      employee_participants: 60,
    });
  });

  it('hold at least 3 carriers, each with contacts, products and investments', async () => {
    const carriers = await rows<{ contacts: number; products: number; investments: number }>(sql`
      select (select count(*)::int from carrier_contacts x where x.carrier_id = c.id) as contacts,
             (select count(*)::int from products x where x.carrier_id = c.id) as products,
             (select count(*)::int from investments x where x.carrier_id = c.id) as investments
      from carriers c`);
    expect(carriers.length).toBeGreaterThanOrEqual(3);
    for (const c of carriers) {
      expect(c.contacts).toBeGreaterThanOrEqual(2);
      expect(c.products).toBeGreaterThanOrEqual(2);
      expect(c.investments).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('policies', () => {
  it('belong to a participant, in its division, with a product of their own carrier', async () => {
    const wrong = await rows<{ id: number }>(sql`
      select p.id from policies p
      left join participants pt on pt.id = p.client_id
      left join carriers c on c.id = p.carrier_id
      left join products pr on pr.id = p.product_id
      where pt.id is null or c.id is null or pr.carrier_id is distinct from p.carrier_id
         or p.division_id <> pt.division_id`);
    expect(wrong).toEqual([]);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from policies`);
    expect(n).toBeGreaterThanOrEqual(60);
  });

  it('have primary beneficiaries adding up to 100, and contingent ones where present', async () => {
    const sums = await rows<{ id: number; primary: string | null; contingent: string | null }>(sql`
      select p.id,
             sum(b.percent) filter (where b.type = 'Primary')::text as primary,
             sum(b.percent) filter (where b.type = 'Contingent')::text as contingent
      from policies p left join beneficiaries b on b.policy_id = p.id
      group by p.id`);
    const broken = sums.filter((s) => s.id === attention.beneficiaries);
    expect(broken.map((s) => Number(s.contingent))).toEqual([50]);
    for (const s of sums.filter((s) => s.id !== attention.beneficiaries)) {
      expect(Number(s.primary), `policy ${s.id}`).toBe(100);
      if (s.contingent !== null) expect(Number(s.contingent), `policy ${s.id}`).toBe(100);
    }
  });

  it('have allocations adding up to 100, to investments of their own carrier', async () => {
    const wrong = await rows<{ id: number; total: string | null }>(sql`
      select p.id, sum(a.percent)::text as total from policies p
      left join allocations a on a.policy_id = p.id
      left join investments i on i.id = a.investment_id
      group by p.id
      having coalesce(sum(a.percent), 0) <> 100 or bool_or(i.carrier_id <> p.carrier_id)`);
    expect(wrong).toEqual([{ id: attention.allocations, total: '110.0000' }]);
  });

  it('include exactly one exchanged policy, pointing to an active successor of the same participant', async () => {
    const exchanged = await rows<{
      id: number;
      as_of: string;
      successor_status: string;
      same_client: boolean;
      values_after: number;
      last_value: string;
      successor_first_value: string;
    }>(sql`
      select o.id, o.status_applied_as_of::text as as_of, n.status as successor_status,
             n.client_id = o.client_id as same_client,
             (select count(*)::int from account_values v
               where v.policy_id = o.id and v.date > o.status_applied_as_of) as values_after,
             (select max(date)::text from account_values v where v.policy_id = o.id) as last_value,
             (select min(date)::text from account_values v where v.policy_id = n.id)
               as successor_first_value
      from policies o join policies n on n.id = o.exchanged_policy_for_id
      where o.status = 'Exchanged'`);
    const { n } = await one<{ n: number }>(sql`
      select count(*)::int as n from policies
      where status = 'Exchanged' or exchanged_policy_for_id is not null`);
    expect(n).toBe(1);
    expect(exchanged).toHaveLength(1);
    const e = exchanged[0]!;
    expect(e.successor_status).toBe('Active');
    expect(e.same_client).toBe(true);
    expect(e.values_after).toBe(0);
    expect(e.last_value).toBe(e.as_of);
    expect(e.successor_first_value > e.as_of).toBe(true);
  });
});

describe('history', () => {
  it('has all four values of a policy on consecutive month-ends, with no gap', async () => {
    const wrong = await rows<{ policy_id: number }>(sql`
      select policy_id from account_values
      group by policy_id
      having count(*) <> 4 * ((extract(year from max(date)) * 12 + extract(month from max(date)))
                            - (extract(year from min(date)) * 12 + extract(month from min(date))) + 1)
          or count(distinct date) * 4 <> count(*)
          or count(distinct type) <> 4
          or not bool_and(date = (date_trunc('month', date) + interval '1 month - 1 day')::date)`);
    expect(wrong).toEqual([]);
    const missing = await rows<{ id: number }>(sql`
      select p.id from policies p
      where not exists (select 1 from account_values v where v.policy_id = p.id)`);
    expect(missing).toEqual([{ id: attention.noHistory }]);
  });

  it('keeps TotalContributionValue equal to the running sum of contributions', async () => {
    const wrong = await rows<{ policy_id: number; date: string; value: string; paid: string }>(sql`
      select v.policy_id, v.date::text, v.value::text, coalesce(sum(t.value), 0)::text as paid
      from account_values v
      left join transactions t
        on t.policy_id = v.policy_id and t.date <= v.date and t.type in (${contributionTypes})
      where v.type = 'TotalContributionValue'
      group by v.id, v.policy_id, v.date, v.value
      having v.value <> coalesce(sum(t.value), 0)
      limit 5`);
    expect(wrong).toEqual([]);
  });

  it('grows the accumulated value in every month a contribution is paid', async () => {
    const wrong = await rows<{ policy_id: number; date: string }>(sql`
      with pv as (
        select policy_id, date, value,
               lag(value) over (partition by policy_id order by date) as previous
        from account_values where type = 'PlannedValue')
      select pv.policy_id, pv.date::text from pv
      where pv.previous is not null and pv.value <= pv.previous
        and exists (select 1 from transactions t
                    where t.policy_id = pv.policy_id and t.type in (${contributionTypes})
                      and date_trunc('month', t.date) = date_trunc('month', pv.date))
      limit 5`);
    expect(wrong).toEqual([]);
  });

  it('never lends more than the accumulated value, and has no negative value', async () => {
    const wrong = await rows<{ policy_id: number }>(sql`
      select l.policy_id from account_values l
      join account_values a on a.policy_id = l.policy_id and a.date = l.date
                            and a.type = 'PlannedValue'
      where l.type = 'LoanBalance' and (l.value > a.value or l.value < 0 or a.value < 0)
      limit 5`);
    expect(wrong).toEqual([]);
    const loans = await one<{ n: number }>(sql`
      select count(distinct policy_id)::int as n from transactions where type = 'LoanRepayment'`);
    expect(loans.n).toBeGreaterThan(0);
  });

  it('dates every transaction within its policy valued months', async () => {
    const wrong = await rows<{ id: number; policy_id: number }>(sql`
      select t.id, t.policy_id from transactions t
      where t.date > (select max(date) from account_values v where v.policy_id = t.policy_id)
         or date_trunc('month', t.date) < date_trunc('month',
              (select min(date) from account_values v where v.policy_id = t.policy_id))
      limit 5`);
    // The new policy with a high loan has its premiums of two months and its one month-end value.
    expect(wrong.filter((t) => t.policy_id !== attention.highLoan)).toEqual([]);
  });

  it('has an AFR row with twelve monthly rates for every year that has data', async () => {
    const missing = await rows<{ year: number }>(sql`
      select y.year from (
        select distinct extract(year from date)::int as year from transactions
        union select distinct extract(year from date)::int from account_values) y
      left join afr_rates r on r.year = y.year
      where r.id is null
         or least(r.jan, r.feb, r.mar, r.apr, r.may, r.jun, r.jul, r.aug, r.sep, r.oct, r.nov,
                  r.dec) <= 0`);
    expect(missing).toEqual([]);
  });
});

describe('imported files', () => {
  it('count the rows they brought, published or not', async () => {
    const files = await rows<{
      id: number;
      kind: string;
      file_status: string;
      row_count: number;
      brought: number;
      unpublished_rows: number;
      published_by_admin: boolean;
    }>(sql`
      select f.id, f.kind, f.file_status, f.row_count,
             case f.kind
               when 'Values' then (select count(distinct (v.policy_id, v.date))::int
                                     from account_values v where v.import_file_id = f.id)
               else (select count(*)::int from transactions t where t.import_file_id = f.id)
             end as brought,
             (select count(*)::int from account_values v
               where v.import_file_id = f.id and not v.is_published)
             + (select count(*)::int from transactions t
                 where t.import_file_id = f.id and not t.is_published) as unpublished_rows,
             coalesce(f.published_by = (select id from users where email = 'admin@example.com'),
                      false) as published_by_admin
      from import_files f order by f.id`);
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      expect(f.brought, `file ${f.id}`).toBe(f.row_count);
      expect(f.row_count, `file ${f.id}`).toBeGreaterThan(0);
      if (f.file_status === 'Published') {
        expect(f.unpublished_rows, `file ${f.id}`).toBe(0);
        expect(f.published_by_admin, `file ${f.id}`).toBe(true);
      } else {
        expect(f.unpublished_rows, `file ${f.id}`).toBeGreaterThan(0);
      }
    }
    expect(files.filter((f) => f.file_status === 'UnPublished')).toHaveLength(1);
    expect(new Set(files.map((f) => f.kind))).toEqual(new Set(['Values', 'Transactions']));
    const strays = await one<{ n: number }>(sql`
      select (select count(*)::int from account_values where not is_published and import_file_id is null)
           + (select count(*)::int from transactions where not is_published and import_file_id is null)
        as n`);
    expect(strays.n).toBe(0);
  });

  it('each have a finished import progress record', async () => {
    const progress = await rows<{ file_state: string; pct: number; states: string[] }>(sql`
      select p.file_state, p.percentage_of_completion as pct, p.succeeded_states as states
      from import_files f left join import_progress p on p.import_file_id = f.id`);
    for (const p of progress) {
      expect(p).toEqual({
        file_state: 'Finished',
        pct: 100,
        states: ['Uploading', 'Reading', 'Importing', 'Cleaning', 'Finished'],
      });
    }
  });
});

describe('documents', () => {
  it('each have their PDF file, of the recorded size, in fixtures/documents', async () => {
    const docs = await rows<{ document_blob_name: string; size: number }>(sql`
      select document_blob_name, size from documents`);
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) {
      const file = path.join(defaultFixturesDir(), 'documents', d.document_blob_name);
      expect(fs.existsSync(file), d.document_blob_name).toBe(true);
      const bytes = fs.readFileSync(file);
      expect(bytes.length, d.document_blob_name).toBe(d.size);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });
});
