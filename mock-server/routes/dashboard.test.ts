import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connection';
import { call, signIn, startTestServer, type TestServer } from '../test/harness';

describe('GET /api/dashboard', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const dashboard = async (email: string) => {
    const session = await signIn(server, email);
    const res = await call(server, session.accessToken, 'GET', '/api/dashboard');
    expect(res.status).toBe(200);
    return { body: await res.json(), session };
  };

  it('gives an admin the counts of the whole book', async () => {
    const { body } = await dashboard('admin@example.com');
    const [expected] = await queryRows<Record<string, number>>(
      server.database.db,
      sql`select (select count(*)::int from employers) as organizations,
        (select count(*)::int from divisions) as divisions,
        (select count(*)::int from participants) as participants,
        (select count(*)::int from policies) as policies,
        (select count(*)::int from carriers) as carriers`,
    );
    expect(body).toEqual({ kind: 'staff', ...expected });
    expect(body.organizations).toBe(4);
    expect(body.participants).toBe(60);
  });

  it('limits a producer to the employers they produce for', async () => {
    const { body, session } = await dashboard('producer@example.com');
    const employerIds = (session.user.employers as { id: number }[]).map((e) => e.id);
    const [expected] = await queryRows<{ participants: number; policies: number }>(
      server.database.db,
      sql`select count(distinct p.id)::int as participants, count(po.id)::int as policies
          from participants p join divisions d on d.id = p.division_id
          left join policies po on po.client_id = p.id
          where d.employer_id in (${sql.join(
            employerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(body.organizations).toBe(employerIds.length);
    expect(body.organizations).toBeLessThan(4);
    expect(body.participants).toBe(expected!.participants);
    expect(body.policies).toBe(expected!.policies);
  });

  it('gives an employee the total plan value, death benefit and valuation date of their policies', async () => {
    const { body, session } = await dashboard('employee@example.com');
    // Independent computation: the latest published value of each type, per policy in force.
    const perPolicy = await queryRows<{
      policy_id: number;
      type: string;
      value: string;
      date: string;
    }>(
      server.database.db,
      sql`select distinct on (av.policy_id, av.type) av.policy_id, av.type, av.value::text as value, av.date::text as date
          from account_values av join policies po on po.id = av.policy_id
          where po.client_id = ${session.user.clientId} and av.is_published and po.status <> 'Exchanged'
          order by av.policy_id, av.type, av.date desc`,
    );
    const cents = (type: string) =>
      perPolicy
        .filter((r) => r.type === type)
        .reduce((sum, r) => sum + Math.round(Number(r.value) * 100), 0);
    const planValue = (cents('PlannedValue') - cents('LoanBalance')) / 100;
    expect(body.kind).toBe('employee');
    // Money is a JSON number of dollars, to the cent.
    expect(body.totalPlanValue).toBe(planValue);
    expect(body.deathBenefit).toBe(cents('DeathBenefit') / 100);
    expect(body.lastValuationDate).toBe(
      perPolicy
        .filter((r) => r.type === 'PlannedValue')
        .map((r) => r.date)
        .sort()
        .at(-1),
    );
    expect(body.policies).toBeGreaterThanOrEqual(2);
  });
});
