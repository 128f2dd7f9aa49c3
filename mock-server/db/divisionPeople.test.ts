// The divisions' people and list rows kept by the database (migrations 0011 and 0013): after
// every kind of write that changes a division, its employer, who its producers and employer
// admins are, or how they show, the kept rows equal those computed from the tables themselves.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection';
import { queryRows } from './connection';
import { openTestDatabase } from '../test/harness';
import { asDivisionRow, divisionsWhere } from '../services/employers/rows';
import * as schema from './schema';

describe('the divisions’ people and list rows', () => {
  let database: Database;
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);

  /** Every division's people, kept (no row: none) and computed afresh, side by side. */
  const compare = async () => {
    const rows = await queryRows<{ id: number; kept: unknown; computed: unknown }>(
      database.db,
      sql`select d.id,
        json_build_object('producers', coalesce(k.producers, '[]'::json),
                          'admins', coalesce(k.employer_admins, '[]'::json))::text as kept,
        json_build_object(
          'producers', coalesce((
            select json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email,
              'userId', p.user_id, 'since', p.since) order by p.name, p.id)
            from division_producers dp join producers p on p.id = dp.producer_id
            join users u on u.id = p.user_id
            where dp.division_id = d.id and not u.is_deleted), '[]'::json),
          'admins', coalesce((
            select json_agg(json_build_object('id', a.id, 'email', a.email, 'userId', a.user_id)
              order by a.email, a.id)
            from division_employer_admins da join employer_admins a on a.id = da.employer_admin_id
            join users u on u.id = a.user_id
            where da.division_id = d.id and not u.is_deleted), '[]'::json))::text as computed
      from divisions d left join division_people k on k.division_id = d.id order by d.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows)
      expect(JSON.parse(String(r.kept)), `division ${r.id}`).toEqual(
        JSON.parse(String(r.computed)),
      );
    // Each division's kept list row is the very text the API writes for the division's own read.
    const kept = new Map(
      (
        await queryRows<{ id: number; json: string }>(
          database.db,
          sql`select division_id as id, json from division_rows`,
        )
      ).map((r) => [r.id, r.json]),
    );
    const own = await divisionsWhere(database.db).orderBy(schema.divisions.id);
    expect([...kept.keys()].sort((a, b) => a - b)).toEqual(own.map((d) => d.id));
    for (const d of own)
      expect(kept.get(d.id), `division ${d.id}'s list row`).toBe(JSON.stringify(asDivisionRow(d)));
    return rows;
  };
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await queryRows<T>(database.db, query))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('are kept for the seeded divisions, and some have people to show', async () => {
    const rows = await compare();
    expect(rows.some((r) => JSON.parse(String(r.kept)).producers.length > 0)).toBe(true);
    expect(rows.some((r) => JSON.parse(String(r.kept)).admins.length > 0)).toBe(true);
  });

  it('follow links added, moved and removed, several in one statement', async () => {
    const { d1, d2 } = await one<{ d1: number; d2: number }>(
      sql`select min(id) as d1, max(id) as d2 from divisions`,
    );
    const { p } = await one<{ p: number }>(sql`select max(id) as p from producers`);
    const { a } = await one<{ a: number }>(sql`select max(id) as a from employer_admins`);
    await run(sql`delete from division_producers where division_id in (${d1}, ${d2})`);
    await compare();
    await run(sql`insert into division_producers (division_id, producer_id)
                  values (${d1}, ${p}), (${d2}, ${p}) on conflict do nothing`);
    await compare();
    await run(sql`delete from division_employer_admins where division_id = ${d1}`);
    await run(sql`insert into division_employer_admins (division_id, employer_admin_id)
                  values (${d1}, ${a}) on conflict do nothing`);
    await compare();
    const { other } = await one<{ other: number }>(
      sql`select min(id) as other from producers where id <> ${p}`,
    );
    await run(sql`update division_producers set producer_id = ${other}
                  where division_id = ${d2} and producer_id = ${p}`);
    await compare();
  });

  it('follow a producer’s and an employer admin’s shown fields', async () => {
    const { p } = await one<{ p: number }>(
      sql`select producer_id as p from division_producers order by 1 limit 1`,
    );
    await run(sql`update producers set name = 'Aaron Renamed', email = 'renamed@example.com',
                  since = '2001-02-03' where id = ${p}`);
    const rows = await compare();
    expect(rows.some((r) => String(r.kept).includes('Aaron Renamed'))).toBe(true);
    const { a } = await one<{ a: number }>(
      sql`select employer_admin_id as a from division_employer_admins order by 1 limit 1`,
    );
    await run(sql`update employer_admins set email = 'aaa-admin@example.com' where id = ${a}`);
    expect((await compare()).some((r) => String(r.kept).includes('aaa-admin@example.com'))).toBe(
      true,
    );
  });

  it('leave out a deleted user’s producer and admin, and show them again when restored', async () => {
    const { u } = await one<{ u: number }>(
      sql`select p.user_id as u from division_producers dp join producers p on p.id = dp.producer_id
          order by 1 limit 1`,
    );
    const { v } = await one<{ v: number }>(
      sql`select a.user_id as v from division_employer_admins da
          join employer_admins a on a.id = da.employer_admin_id order by 1 limit 1`,
    );
    await run(sql`update users set is_deleted = true where id in (${u}, ${v})`);
    const hidden = await compare();
    expect(hidden.some((r) => String(r.kept).includes(`"userId":${u},`))).toBe(false);
    await run(sql`update users set is_deleted = false where id in (${u}, ${v})`);
    await compare();
  });

  it('follow a division’s own fields and its employer’s name and state', async () => {
    const { d, e } = await one<{ d: number; e: number }>(
      sql`select min(id) as d, min(employer_id) as e from divisions`,
    );
    await run(sql`update divisions set name = 'Renamed "Plan"', plan_name = null, city = 'Åre',
                  matching_contribution = 2.5, percentage = 0.0001 where id = ${d}`);
    await compare();
    await run(sql`update employers set name = 'Employer \\ Renamed', is_active = false
                  where id = ${e}`);
    const rows = await compare();
    expect(rows.length).toBeGreaterThan(0);
    const { json } = await one<{ json: string }>(
      sql`select json from division_rows where division_id = (
            select min(id) from divisions where employer_id = ${e})`,
    );
    expect(JSON.parse(json).employer).toEqual({
      id: e,
      name: 'Employer \\ Renamed',
      isActive: false,
    });
    await run(sql`update employers set is_active = true where id = ${e}`);
    await compare();
  });

  it('go with a deleted division, and start empty for a new one', async () => {
    const { e, p } = await one<{ e: number; p: number }>(
      sql`select min(employer_id) as e, (select min(id) from producers) as p from divisions`,
    );
    const { id } = await one<{ id: number }>(
      sql`insert into divisions (employer_id, name) values (${e}, 'Brand New Division') returning id`,
    );
    await compare();
    await run(sql`insert into division_producers (division_id, producer_id) values (${id}, ${p})`);
    const kept = async () =>
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from division_people where division_id = ${id}`,
        )
      ).n;
    expect(await kept()).toBe(1);
    await compare();
    await run(sql`delete from divisions where id = ${id}`);
    expect(await kept()).toBe(0);
    expect(
      (
        await one<{ n: number }>(sql`select count(*)::int as n from division_rows
                                    where division_id = ${id}`)
      ).n,
    ).toBe(0);
    await compare();
  });
});
